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
    switch self {
    case .automatic:
      break
    case .offscreenBottom: layout.moveOffscreen(.bottom, percent: 100)
    case .offscreenTop: layout.moveOffscreen(.top, percent: 100)
    case .offscreenLeft: layout.moveOffscreen(.left, percent: 100)
    case .offscreenRight: layout.moveOffscreen(.right, percent: 100)
    case .halfOffscreenBottom: layout.moveOffscreen(.bottom, percent: 50)
    case .halfOffscreenTop: layout.moveOffscreen(.top, percent: 50)
    case .halfOffscreenLeft: layout.moveOffscreen(.left, percent: 50)
    case .halfOffscreenRight: layout.moveOffscreen(.right, percent: 50)
    case .edgeTop: layout.pin(to: .top, margin: .zero)
    case .edgeBottom: layout.pin(to: .bottom, margin: .zero)
    case .edgeLeft: layout.pin(to: .left, margin: .zero)
    case .edgeRight: layout.pin(to: .right, margin: .zero)
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

extension Layout {
  /// Aligns the layout to `edge` and gives that edge the margin `margin` (the other margins
  /// stay): the edge presets and the offscreen ones differ only in the margin. Inlined, so
  /// that `apply(to:)` costs what the assignments written out cost (the edge is a constant).
  @inline(__always)
  fileprivate mutating func pin(to edge: Edge, margin: LayoutValue) {
    switch edge {
    case .top:
      verticalAlignment = .top
      marginTop = margin
    case .bottom:
      verticalAlignment = .bottom
      marginBottom = margin
    case .left:
      horizontalAlignment = .left
      marginLeft = margin
    case .right:
      horizontalAlignment = .right
      marginRight = margin
    }
  }

  /// Moves `percent` % of the layout past `edge`: aligned to it with a margin of minus that
  /// share of its own size along the edge's axis, and a zero margin on the opposite edge.
  @inline(__always)
  fileprivate mutating func moveOffscreen(_ edge: Edge, percent: Double) {
    switch edge {
    case .top:
      pin(to: .top, margin: .percent(-percent, of: .currentHeight))
      marginBottom = .zero
    case .bottom:
      pin(to: .bottom, margin: .percent(-percent, of: .currentHeight))
      marginTop = .zero
    case .left:
      pin(to: .left, margin: .percent(-percent, of: .currentWidth))
      marginRight = .zero
    case .right:
      pin(to: .right, margin: .percent(-percent, of: .currentWidth))
      marginLeft = .zero
    }
  }
}
