import ModalCore
import ModalSupport

/// The environment: the device, its orientation, the keyboard, accessibility, the iOS version.
public enum EnvironmentCommand: Hashable, Sendable {
  case rotate(Orientation?)
  case keyboard(height: Double?)
  case device(String)
  case devices
  case size(width: Double, height: Double)
  case safeArea(EdgeInsets)
  case reduceMotion(Bool)
  case voiceOver(Bool)
  case flag(String, Bool)
  case ios(IOSVersion)
}

extension CommandTable {
  static let environment: [CommandSpec] = [
    CommandSpec(
      "rotate", group: .environment, usage: "rotate [portrait|landscape]",
      summary: "rotate the device (no argument toggles)"
    ) { arguments throws(ShellError) in
      .environment(.rotate(try arguments.optional(.orientation)))
    },
    CommandSpec(
      "keyboard", group: .environment, usage: "keyboard HEIGHT|off",
      summary: "show, resize or hide the keyboard", details: "keyboard 336\nkeyboard off"
    ) { arguments throws(ShellError) in
      .environment(.keyboard(height: try arguments.required(.keyboardHeight)))
    },
    CommandSpec(
      "device", group: .environment, usage: "device NAME",
      summary: "switch to a device (see devices)"
    ) { arguments throws(ShellError) in
      .environment(.device(try arguments.required(.device)))
    },
    CommandSpec(
      "devices", group: .environment, usage: "devices", summary: "list the devices",
      notes: Listings.devicesTable.fittingSummary
    ) { _ throws(ShellError) in .environment(.devices) },
    CommandSpec(
      "size", group: .environment, usage: "size WxH",
      summary: "a custom container size in points", details: "size 500x800"
    ) { arguments throws(ShellError) in
      let size = try arguments.required(.size)
      return .environment(.size(width: size.width, height: size.height))
    },
    CommandSpec(
      "safearea", group: .environment, usage: "safearea TOP LEFT BOTTOM RIGHT",
      summary: "a custom safe area", details: "safearea 47 0 34 0"
    ) { arguments throws(ShellError) in
      let inset = NumberKind.number("an inset in points", .inset)
      return .environment(
        .safeArea(
          EdgeInsets(
            top: try arguments.required(inset), left: try arguments.required(inset),
            bottom: try arguments.required(inset), right: try arguments.required(inset))))
    },
    CommandSpec(
      "reduce-motion", group: .environment, usage: "reduce-motion on|off",
      summary: "the accessibility flag: snaps become cross-fades"
    ) { arguments throws(ShellError) in
      .environment(.reduceMotion(try arguments.required(.onOff)))
    },
    CommandSpec(
      "voiceover", group: .environment, usage: "voiceover on|off",
      summary: "the accessibility flag: configs with a voiceover condition switch"
    ) { arguments throws(ShellError) in
      .environment(.voiceOver(try arguments.required(.onOff)))
    },
    CommandSpec(
      "flag", group: .environment, usage: "flag NAME on|off",
      summary: "one of the app's switches: configs with a flag(NAME) condition switch",
      details:
        "flag model.isEditing on   an imported .interactiveDismissDisabled(model.isEditing) holds"
    ) { arguments throws(ShellError) in
      .environment(.flag(try arguments.required(.flagName), try arguments.required(.onOff)))
    },
    CommandSpec(
      "ios", group: .environment, usage: "ios VERSION",
      summary: "the iOS version Apple's sheet behaves as (default \(IOSVersion.newest.text))",
      details:
        "ios 15    only detent.medium and detent.large exist: present refuses the others\nios 16.4  configs with an ios condition (ios >= 16.4) switch",
      notes: "VERSION is \(IOSVersion.listed); --ios VERSION starts a session on one."
    ) { arguments throws(ShellError) in
      .environment(.ios(try arguments.required(.iosVersion)))
    },
  ]
}

extension Session.Workspace {
  /// Runs an environment command: an environment change is one undoable step of the
  /// workspace; `devices` lists at the output's `width`.
  mutating func run(
    _ command: EnvironmentCommand, input: String, recording: SessionRecording?, width: Int
  ) throws(ShellError) -> Reply {
    switch command {
    case .rotate(let orientation):
      return try environmentStep(input, .rotate(orientation), recording: recording)
    case .keyboard(let height):
      return try environmentStep(input, .keyboard(height), recording: recording)
    case .device(let name):
      guard let device = Device.named(name) else { throw NameSet.devices.unknown(name) }
      return try environmentStep(input, .device(device), recording: recording)
    case .size(let width, let height):
      return try environmentStep(input, .size(width: width, height: height), recording: recording)
    case .safeArea(let insets):
      return try environmentStep(input, .safeArea(insets), recording: recording)
    case .reduceMotion(let on):
      return try environmentStep(input, .reduceMotion(on), recording: recording)
    case .voiceOver(let on):
      return try environmentStep(input, .voiceOver(on), recording: recording)
    case .flag(let name, let on):
      return try environmentStep(input, .flag(name, on), recording: recording)
    case .ios(let version):
      // What the version does without, said after the step (the sheet in use afterwards).
      // (The step first: the notes read the workspace after it.)
      let reply = try environmentStep(input, .ios(version), recording: recording)
      return versionNotes(reply, width: width)
    case .devices:
      return .data(text: { Listings.devices(width: width) }, json: { RecordJSON.devices() })
    }
  }
}
