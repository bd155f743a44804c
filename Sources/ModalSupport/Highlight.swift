/// What colour marks when it is enabled: the roles the output highlights, each with
/// its ANSI SGR sequence, declared once for the outline, the plot and the shell's texts.
///
/// A highlight only wraps characters that are there anyway, so the output reads the same
/// without colour (stripping the sequences gives the colourless output byte for byte).
public enum Highlight: UInt8, CaseIterable, Sendable {
  /// The modal's box, handle and scroll indicator in the outline: cyan.
  case modal = 1
  /// The dim's shading in the outline: blue.
  case dim
  /// The keyboard's band in the outline: magenta.
  case keyboard
  /// The current snap point's tick in the outline: bold green.
  case current
  /// `chosen` in `explain` (the point the release picked): bold green, like the current tick.
  case chosen
  /// `error` in `lint`: bold red.
  case error
  /// `warning` in `lint`: yellow.
  case warning
  /// `note` in `lint`: cyan.
  case note
  /// The curve of `plot`: green.
  case curve

  /// The sequence that starts the highlight.
  public var start: StaticString {
    switch self {
    case .modal: "\u{1B}[36m"
    case .dim: "\u{1B}[34m"
    case .keyboard: "\u{1B}[35m"
    case .current, .chosen: "\u{1B}[1;32m"
    case .error: "\u{1B}[1;31m"
    case .warning: "\u{1B}[33m"
    case .note: "\u{1B}[36m"
    case .curve: "\u{1B}[32m"
    }
  }

  /// The sequence that ends every highlight.
  public static let reset: StaticString = "\u{1B}[0m"

  /// The longest `start` plus `reset`, in bytes (what a change of highlight may add).
  public static let longestSwitch = 11

  /// `text` between the highlight's start and the reset.
  public func wrap(_ text: String) -> String {
    "\(start)\(text)\(Highlight.reset)"
  }

}
