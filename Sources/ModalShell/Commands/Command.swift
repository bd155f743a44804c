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

/// A parsed command line (the command table in ``CommandTable`` describes each one).
public enum Command: Hashable, Sendable {
  case present(SnapTarget?, instant: Bool)
  case dismiss(DismissMode, instant: Bool)
  case snap(SnapTarget)
  case drag(Amount, secondary: Amount?)
  case release(velocity: Double)
  case fling(velocity: Double)
  case tap
  /// Advance the clock by a number of frames.
  case tick(frames: Int)
  case settle
  case rotate(Orientation?)
  case keyboard(height: Double?)
  case device(String)
  case devices
  case size(width: Double, height: Double)
  case safeArea(EdgeInsets)
  case reduceMotion(Bool)
  case preset(String)
  case presets
  case load(path: String)
  case save(path: String)
  case config(json: Bool)
  case set(path: String, value: String?)
  case addSnap(at: Int?, fields: [String])
  case removeSnap(Int)
  case undo
  /// Snap to the first point of a preset as an override (nil clears the override).
  case override(preset: String?)
  case explain
  case lint
  /// A chart of a property against percent (nil lists the properties).
  case plot(PlotProperty?)
  case state
  case show
  case snaps
  case events(count: Int?)
  case expect(what: String, value: String, tolerance: Double?)
  case echo(String)
  case animate(AnimateMode)
  /// Draw the outline after each step (on) or not (off).
  case frames(Bool)
  case source(path: String)
  case record(path: String)
  case history
  case help(String?)
  case quit
}
