import ModalCore
import ModalRender

/// A length along the primary axis: a fraction of the container's length (`0.4`, `40%`) or
/// points (`120pt`).
public enum Amount: Hashable, Sendable {
  case fraction(Double)
  case points(Double)

  /// The amount in points for a container length.
  public func points(of length: Double) -> Double {
    switch self {
    case .fraction(let fraction): fraction * length
    case .points(let points): points
    }
  }
}

/// How commands play their animations.
public enum AnimateMode: String, Hashable, Sendable, CaseIterable {
  /// Each command jumps to the end of its animation and lists the events.
  case off
  /// Also prints a compact table of sampled frames.
  case on
  /// Commands stop after starting their animation; `tick` and `settle` advance it.
  case step
}

/// A parsed command line, by group (the declarations in ``CommandTable`` describe each
/// command; each group's file holds its commands' cases, declarations and execution).
public enum Command: Hashable, Sendable {
  case modal(ModalCommand)
  case environment(EnvironmentCommand)
  case config(ConfigCommand)
  case inspection(InspectionCommand)
  case session(SessionCommand)

  /// The group whose file declares and runs the command.
  public var group: CommandGroup {
    switch self {
    case .modal: .modal
    case .environment: .environment
    case .config: .config
    case .inspection: .inspection
    case .session: .session
    }
  }
}
