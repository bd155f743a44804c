/// The fourteen states of the manager (MODEL.md section 9).
public enum ModalState: String, Hashable, Sendable, CaseIterable {
  case initial = "INITIAL"
  case presentingProgrammatic = "PRESENTING_PROGRAMMATIC"
  case presentingGesture = "PRESENTING_GESTURE"
  case presentedProgrammatic = "PRESENTED_PROGRAMMATIC"
  case presentedGesture = "PRESENTED_GESTURE"
  case dismissingProgrammatic = "DISMISSING_PROGRAMMATIC"
  case dismissingGesture = "DISMISSING_GESTURE"
  case dismissedProgrammatic = "DISMISSED_PROGRAMMATIC"
  case dismissedGesture = "DISMISSED_GESTURE"
  case snappingFromGestureDragging = "SNAPPING_FROM_GESTURE_DRAGGING"
  case snappingProgrammatic = "SNAPPING_PROGRAMMATIC"
  case snappedFromGestureDragging = "SNAPPED_FROM_GESTURE_DRAGGING"
  case snappedProgrammatic = "SNAPPED_PROGRAMMATIC"
  case gestureDragging = "GESTURE_DRAGGING"

  /// `INITIAL` and the `DISMISSED_*` states.
  public var isDismissed: Bool {
    switch self {
    case .initial, .dismissedProgrammatic, .dismissedGesture: true
    default: false
    }
  }

  /// `PRESENTED_*`, `SNAPPING_*`, `SNAPPED_*` and `GESTURE_DRAGGING`.
  public var isPresented: Bool {
    switch self {
    case .presentedProgrammatic, .presentedGesture, .snappingFromGestureDragging,
      .snappingProgrammatic, .snappedFromGestureDragging, .snappedProgrammatic, .gestureDragging:
      true
    default: false
    }
  }

  /// `SNAPPING_*`, `PRESENTING_*` and `DISMISSING_*`.
  public var isAnimating: Bool {
    switch self {
    case .snappingFromGestureDragging, .snappingProgrammatic, .presentingProgrammatic,
      .presentingGesture, .dismissingProgrammatic, .dismissingGesture:
      true
    default: false
    }
  }

  /// The transitions the manager may make (the flows of section 9, plus the interruptions of a
  /// running animation by a new command).
  public static let allowedTransitions: Set<Transition> = {
    var set = Set<Transition>()
    func add(_ from: [ModalState], _ to: [ModalState]) {
      for a in from { for b in to { set.insert(Transition(from: a, to: b)) } }
    }
    let dismissed: [ModalState] = [.initial, .dismissedProgrammatic, .dismissedGesture]
    let settled: [ModalState] = [
      .presentedProgrammatic, .presentedGesture, .snappedProgrammatic, .snappedFromGestureDragging,
    ]
    let snapping: [ModalState] = [.snappingProgrammatic, .snappingFromGestureDragging]
    add(dismissed, [.presentingProgrammatic])
    add([.presentingProgrammatic], [.presentedProgrammatic, .dismissingProgrammatic])
    add([.presentingProgrammatic], [.gestureDragging])
    add(settled + snapping, [.snappingProgrammatic, .dismissingProgrammatic, .gestureDragging])
    add(snapping, [.snappedProgrammatic, .snappedFromGestureDragging])
    add([.gestureDragging], [.snappingFromGestureDragging, .dismissingGesture])
    add(
      [.dismissingGesture],
      [
        .gestureDragging, .dismissedGesture, .snappingFromGestureDragging, .presentingProgrammatic,
        .snappingProgrammatic,
      ])
    add(
      [.dismissingProgrammatic],
      [
        .dismissedProgrammatic, .presentingProgrammatic, .snappingProgrammatic, .gestureDragging,
      ])
    return set
  }()

  /// A state change.
  public struct Transition: Hashable, Sendable {
    public var from: ModalState
    public var to: ModalState
  }
}
