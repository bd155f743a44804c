/// A layout derived from a base layout by changing only some fields (MODEL.md section 2); the
/// undershoot and overshoot snap points are described this way.
public enum LayoutPreset: Hashable, Sendable {
  /// No change (for the undershoot and overshoot: the direction's offscreen / edge preset).
  case automatic
  case offscreenBottom
  case offscreenTop
  case offscreenLeft
  case offscreenRight
  case halfOffscreenBottom
  case halfOffscreenTop
  case halfOffscreenLeft
  case halfOffscreenRight
  case edgeTop
  case edgeBottom
  case edgeLeft
  case edgeRight
  case fitScreen
  case fitScreenHorizontally
  case fitScreenVertically
  case center
  /// A full layout that replaces the base.
  case layout(Layout)

  /// The named presets (every case but `layout`), in the order users see them.
  public static let named: [LayoutPreset] = [
    .automatic, .offscreenBottom, .offscreenTop, .offscreenLeft, .offscreenRight,
    .halfOffscreenBottom, .halfOffscreenTop, .halfOffscreenLeft, .halfOffscreenRight,
    .edgeTop, .edgeBottom, .edgeLeft, .edgeRight, .fitScreen, .fitScreenHorizontally,
    .fitScreenVertically, .center,
  ]

  /// The preset's name as written in configs (`layout` for a full layout).
  public var name: String {
    switch self {
    case .automatic: "automatic"
    case .offscreenBottom: "offscreenBottom"
    case .offscreenTop: "offscreenTop"
    case .offscreenLeft: "offscreenLeft"
    case .offscreenRight: "offscreenRight"
    case .halfOffscreenBottom: "halfOffscreenBottom"
    case .halfOffscreenTop: "halfOffscreenTop"
    case .halfOffscreenLeft: "halfOffscreenLeft"
    case .halfOffscreenRight: "halfOffscreenRight"
    case .edgeTop: "edgeTop"
    case .edgeBottom: "edgeBottom"
    case .edgeLeft: "edgeLeft"
    case .edgeRight: "edgeRight"
    case .fitScreen: "fitScreen"
    case .fitScreenHorizontally: "fitScreenHorizontally"
    case .fitScreenVertically: "fitScreenVertically"
    case .center: "center"
    case .layout: "layout"
    }
  }

  /// The named preset with this name.
  public static func named(_ name: String) -> LayoutPreset? {
    named.first { $0.name == name }
  }

  /// Derives the layout from `base`.
  public func apply(to base: Layout) -> Layout {
    var layout = base
    let minusCurrentHeight = { (percent: Double) in
      LayoutValue.percent(-percent, of: .currentHeight)
    }
    let minusCurrentWidth = { (percent: Double) in
      LayoutValue.percent(-percent, of: .currentWidth)
    }
    switch self {
    case .automatic:
      break
    case .offscreenBottom, .halfOffscreenBottom:
      layout.verticalAlignment = .bottom
      layout.marginTop = .zero
      layout.marginBottom = minusCurrentHeight(self == .offscreenBottom ? 100 : 50)
    case .offscreenTop, .halfOffscreenTop:
      layout.verticalAlignment = .top
      layout.marginTop = minusCurrentHeight(self == .offscreenTop ? 100 : 50)
      layout.marginBottom = .zero
    case .offscreenLeft, .halfOffscreenLeft:
      layout.horizontalAlignment = .left
      layout.marginLeft = minusCurrentWidth(self == .offscreenLeft ? 100 : 50)
      layout.marginRight = .zero
    case .offscreenRight, .halfOffscreenRight:
      layout.horizontalAlignment = .right
      layout.marginLeft = .zero
      layout.marginRight = minusCurrentWidth(self == .offscreenRight ? 100 : 50)
    case .edgeTop:
      layout.verticalAlignment = .top
      layout.marginTop = .zero
    case .edgeBottom:
      layout.verticalAlignment = .bottom
      layout.marginBottom = .zero
    case .edgeLeft:
      layout.horizontalAlignment = .left
      layout.marginLeft = .zero
    case .edgeRight:
      layout.horizontalAlignment = .right
      layout.marginRight = .zero
    case .fitScreen:
      layout.horizontalAlignment = .center
      layout.verticalAlignment = .center
      layout.width = .stretch
      layout.height = .stretch
      layout.marginTop = .zero
      layout.marginLeft = .zero
      layout.marginBottom = .zero
      layout.marginRight = .zero
    case .fitScreenHorizontally:
      layout.width = .stretch
      layout.marginLeft = .zero
      layout.marginRight = .zero
    case .fitScreenVertically:
      layout.height = .stretch
      layout.marginTop = .zero
    case .center:
      layout.verticalAlignment = .center
    case .layout(let full):
      layout = full
    }
    return layout
  }
}
