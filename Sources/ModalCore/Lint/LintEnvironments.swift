import ModalSupport

/// The environments `lint` checks, and how a set of them is written compactly.
public enum LintEnvironments {
  /// The keyboard height of the environments with a keyboard.
  public static let keyboardHeight = 300.0

  /// The devices `lint` checks: a representative subset of ``Device/all``. The model's six
  /// (``Device/modelDevices``; the largest phone's landscape is horizontally regular) span the
  /// screen shapes the newer devices add to; checking all of them would multiply lint's cost
  /// (`modalbench lint` measures it) without a new kind of finding. `every phone` and `every
  /// iPad` in a phrase mean the phones and iPads of this list.
  public static let devices: [Device] = Device.modelDevices

  /// Every device of ``devices`` x portrait / landscape x no keyboard / a 300 pt keyboard (24
  /// environments), in that nesting order (devices smallest first).
  public static let all: [Environment] = devices.flatMap { device in
    Orientation.allCases.flatMap { orientation in
      [nil, keyboardHeight].map {
        Environment(device: device, orientation: orientation, keyboardHeight: $0)
      }
    }
  }

  /// A set of environments, compactly, as the end of a sentence:
  /// - `in all 24 environments` when it is ``all``;
  /// - otherwise up to three clauses separated by `; `: `on ITEMS` for the (device,
  ///   orientation) pairs that have the finding with and without the keyboard, `without a
  ///   keyboard on ITEMS` and `with keyboard 300 on ITEMS` for those that have it only then;
  /// - an item is a device alone (`iphone-se`, both orientations), a device in one orientation
  ///   (`iphone-se portrait`), or `every phone`, `every iPad`, `every device` (optionally
  ///   `in portrait` / `in landscape`) for all the devices of ``devices`` of that kind.
  ///
  /// Environments that are not one of ``all`` (a custom device, another keyboard height, a
  /// safe-area override) come last, one by one: `on custom portrait (keyboard 250)`.
  public static func phrase(_ environments: [Environment]) -> String {
    // Which of `all` occur, as bits of their positions (no hashing of environments: a phrase
    // per finding, and a config with many points has many findings).
    var present: UInt64 = 0
    var others: [Environment] = []
    for environment in environments {
      if let position = position(of: environment) {
        present |= 1 << UInt64(position)
      } else if !others.contains(environment) {
        others.append(environment)
      }
    }
    if others.isEmpty && present == (1 << UInt64(all.count)) - 1 {
      return "in all \(all.count) environments"
    }
    // Keyboard states of each (device, orientation) pair: bit 0 without, bit 1 with.
    var states: [Pair: Int] = [:]
    for device in devices.indices {
      for (o, orientation) in Orientation.allCases.enumerated() {
        let state = Int(present >> UInt64((device * Orientation.allCases.count + o) * 2) & 3)
        if state != 0 { states[Pair(device: device, orientation: orientation)] = state }
      }
    }
    let keyboard = FixedFormat.format(keyboardHeight, decimals: 0)
    var clauses: [String] = []
    for (state, prefix) in [
      (3, "on "), (1, "without a keyboard on "), (2, "with keyboard \(keyboard) on "),
    ] {
      let pairs = Set(states.filter { $0.value == state }.keys)
      guard !pairs.isEmpty else { continue }
      clauses.append(prefix + items(pairs).map(\.text).joined(separator: ", "))
    }
    if !others.isEmpty {
      clauses.append("on " + others.map(single).joined(separator: ", "))
    }
    return clauses.joined(separator: "; ")
  }

  /// The environments as bits of their positions in ``all``, or nil when one is not in it.
  static func mask(of environments: [Environment]) -> UInt64? {
    var mask: UInt64 = 0
    for environment in environments {
      guard let position = position(of: environment) else { return nil }
      mask |= 1 << UInt64(position)
    }
    return mask
  }

  /// The position of an environment in ``all`` (devices, then orientations, then no keyboard
  /// before the keyboard), or nil when it is not one of them.
  static func position(of environment: Environment) -> Int? {
    guard let pair = Pair(environment),
      let orientation = orientations.firstIndex(of: pair.orientation)
    else { return nil }
    let keyboard = environment.keyboardHeight == nil ? 0 : 1
    return (pair.device * orientations.count + orientation) * 2 + keyboard
  }

  /// `Orientation.allCases` made once (each read of `allCases` builds a new array).
  private static let orientations = Orientation.allCases

  /// One environment in full: `iphone-se portrait (keyboard 300)`, `custom portrait (no
  /// keyboard)`.
  static func single(_ environment: Environment) -> String {
    var text = "\(environment.device.name) \(environment.orientation.rawValue)"
    if let height = environment.keyboardHeight {
      let decimals = height == height.rounded() ? 0 : 2
      text += " (keyboard \(FixedFormat.format(height, decimals: decimals)))"
    } else {
      text += " (no keyboard)"
    }
    if let safeArea = environment.safeAreaOverride {
      text +=
        " (safe area \([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map { FixedFormat.points($0) }.joined(separator: " ")))"
    }
    return text
  }

  /// A device of ``LintEnvironments/devices`` (by its position there) in an orientation.
  struct Pair: Hashable {
    var device: Int
    var orientation: Orientation

    init(device: Int, orientation: Orientation) {
      self.device = device
      self.orientation = orientation
    }

    /// The pair of one of the environments of ``LintEnvironments/all``, else nil.
    init?(_ environment: Environment) {
      guard let device = devices.firstIndex(of: environment.device),
        environment.keyboardHeight == nil || environment.keyboardHeight == keyboardHeight,
        environment.safeAreaOverride == nil, !environment.reduceMotion
      else { return nil }
      self.device = device
      self.orientation = environment.orientation
    }
  }

  /// An item of the list; `orientation` is 0 for both orientations, 1 portrait, 2 landscape.
  struct Item {
    var device: Int
    var orientation: Int
    var text: String
  }

  /// A set of pairs as items, ordered by device then orientation: the devices in both
  /// orientations and those in only one of them, or (when it takes fewer items) the devices of
  /// each orientation.
  static func items(_ pairs: Set<Pair>) -> [Item] {
    let portrait = Set(pairs.filter { $0.orientation == .portrait }.map(\.device))
    let landscape = Set(pairs.filter { $0.orientation == .landscape }.map(\.device))
    let both = portrait.intersection(landscape)
    let byBoth =
      deviceItems(both, orientation: 0)
      + deviceItems(portrait.subtracting(both), orientation: 1)
      + deviceItems(landscape.subtracting(both), orientation: 2)
    let byOrientation =
      deviceItems(portrait, orientation: 1) + deviceItems(landscape, orientation: 2)
    let chosen = byOrientation.count < byBoth.count ? byOrientation : byBoth
    return chosen.sorted { ($0.device, $0.orientation) < ($1.device, $1.orientation) }
  }

  /// Devices (positions in ``devices``) in an orientation (0 both, 1 portrait, 2 landscape):
  /// `every device`, `every phone`, `every iPad` where they are all there, else one by one.
  static func deviceItems(_ set: Set<Int>, orientation: Int) -> [Item] {
    guard !set.isEmpty else { return [] }
    let inOrientation = ["", " in portrait", " in landscape"][orientation]
    let suffix = ["", " portrait", " landscape"][orientation]
    let everyDevice = Set(devices.indices)
    if set == everyDevice {
      return [Item(device: 0, orientation: orientation, text: "every device" + inOrientation)]
    }
    var remaining = set
    var items: [Item] = []
    for (idiom, name) in [(Idiom.phone, "every phone"), (Idiom.pad, "every iPad")] {
      let group = Set(devices.indices.filter { devices[$0].idiom == idiom })
      if !group.isEmpty && group.isSubset(of: remaining) {
        items.append(
          Item(device: group.min() ?? 0, orientation: orientation, text: name + inOrientation))
        remaining.subtract(group)
      }
    }
    for device in remaining.sorted() {
      items.append(
        Item(device: device, orientation: orientation, text: devices[device].name + suffix))
    }
    return items
  }
}
