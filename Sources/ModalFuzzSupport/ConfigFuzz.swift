import ModalCore

/// Fuzz target (b): a config document decoded, driven and re-encoded. The input is the JSON
/// text, optionally followed by a NUL byte and the bytes that drive the modal (two per action,
/// see ``action(_:_:)``, which also scrolls and drags on the content when the document declares
/// some); without them a fixed drive runs (present, drags, releases, a
/// rotation, the keyboard, a dismissal).
package enum ConfigFuzz {
  /// The most actions one input drives (the rest of its bytes are ignored).
  package static let actionLimit = 64

  /// The drive used when the input has none.
  static let defaultDrive: [UInt8] = [
    0, 0, 1, 246, 1, 20, 2, 128, 3, 0, 1, 60, 2, 0, 4, 150, 6, 12, 5, 1, 7, 0, 3, 0, 4, 0,
    8, 0,
  ]

  /// Extreme but finite drag amounts and velocities (the shell accepts any finite number).
  static let extremes: [Double] = [
    1e6, -1e6, 1e19, -1e19, 1e308, -1e308, .leastNonzeroMagnitude, -0.0,
  ]

  /// Runs one input; returns the violated invariants, one line each (empty when all hold).
  package static func run(_ bytes: [UInt8]) -> [String] {
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let text = String(decoding: bytes[..<split], as: UTF8.self)
    let drive = split < bytes.endIndex ? Array(bytes[(split + 1)...]) : defaultDrive
    let document: ConfigDocument
    do {
      document = try ConfigCoding.decodeDocument(text)
    } catch {
      return FuzzInvariants.check(error)
    }
    var violations = FuzzInvariants.checkRoundTrip(document)
    guard var manager = try? Manager(config: document.config, name: "fuzz") else {
      return violations
    }
    violations += FuzzInvariants.check(manager)
    var index = drive.startIndex
    var count = 0
    while index < drive.endIndex && count < actionLimit && violations.isEmpty {
      let argument = index + 1 < drive.endIndex ? drive[index + 1] : 0
      let action = Self.action(drive[index], argument)
      violations += apply(action, to: &manager).map { "action \(count) (\(action)): \($0)" }
      index += 2
      count += 1
    }
    if violations.isEmpty {
      // The end: a running drag released, and what runs settled.
      for action in [Action.dragEnd(velocity: 0), .settle] where violations.isEmpty {
        violations += apply(action, to: &manager).map { "at the end (\(action)): \($0)" }
      }
    }
    return violations
  }

  /// Applies an action and checks the manager after it: a refused action changes nothing.
  static func apply(_ action: Action, to manager: inout Manager) -> [String] {
    let before = manager
    do {
      let events = try manager.apply(action)
      return FuzzInvariants.check(events: events)
        + FuzzInvariants.check(manager, after: before)
    } catch {
      if manager != before { return ["the refused action changed the manager (\(error))"] }
      return FuzzInvariants.check(manager, after: before)
    }
  }

  /// The action of two drive bytes: the first picks the kind, the second its argument.
  static func action(_ kind: UInt8, _ argument: UInt8) -> Action {
    let signed = Double(Int8(bitPattern: argument))
    switch kind % 17 {
    case 0: return .present(nil, animated: argument % 2 == 0)
    case 1: return .dragMove(amount: signed * 4, secondary: 0)
    case 2: return .dragEnd(velocity: signed * 40)
    case 3: return .environment(.rotate(nil))
    case 4: return .environment(.keyboard(argument < 32 ? nil : Double(argument) * 2))
    case 5: return .snap(.index(Int(argument % 8)))
    case 6: return .advance(frames: Int(argument % 64))
    case 7: return .settle
    case 8:
      let modes: [DismissMode] = [.direct, .viaSnapPoints] + LayoutPreset.named.map { .preset($0) }
      return .dismiss(modes[Int(argument) % modes.count], animated: argument % 2 == 0)
    case 9: return .backgroundTap
    case 10: return .environment(.device(Device.all[Int(argument) % Device.all.count]))
    case 11: return .dragMove(amount: extremes[Int(argument) % extremes.count], secondary: 0)
    case 12: return .dragEnd(velocity: extremes[Int(argument) % extremes.count])
    case 14: return .scroll(.offset(signed * 8))
    case 15: return .dragContent(amount: signed * 4, secondary: 0)
    case 16: return .scroll(argument % 2 == 0 ? .top : .bottom)
    default: return .snap([.next, .previous, .closest][Int(argument) % 3])
    }
  }
}
