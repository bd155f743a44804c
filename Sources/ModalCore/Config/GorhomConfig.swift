/// The props of @gorhom/bottom-sheet that size the sheet and its container, under the
/// library's own names (gorhom/react-native-bottom-sheet v5.2.13, commit bc94d54). A config
/// with a `gorhom` section has its points laid out as the library lays out its detents in
/// each environment (``GorhomSizing/effective(_:in:)``): the percentages of the container
/// less the insets, the content-sized detent inserted among the sorted detents, the closed
/// position below the inset. Nil for every other library.
///
/// A section of its own rather than layout values: the content-sized detent's place among
/// the others depends on the container's height (it is sorted in with them,
/// `src/hooks/useAnimatedDetents.ts` L94-95), which no single layout can say, and the
/// export writes these props back by name.
public struct GorhomConfig: Hashable, Sendable {
  /// `enableDynamicSizing` (`DEFAULT_DYNAMIC_SIZING = true`,
  /// `src/components/bottomSheet/constants.ts` L15): a detent of the content's height plus
  /// the handle's, capped by ``maxDynamicContentSize``, sorted in with the others
  /// (`src/hooks/useAnimatedDetents.ts` L78-98).
  public var enableDynamicSizing: Bool
  /// `maxDynamicContentSize`: the largest height of the content-sized detent; nil (the
  /// library's default, `undefined`) caps it at the container's height (L83-85).
  public var maxDynamicContentSize: Double?
  /// `detached`: the sheet floats above the container's bottom, so it closes below the bottom
  /// inset (`closedDetentPosition = containerHeight + bottomInset`, L55-57) and is not clipped
  /// by its container (`overflow: 'visible'`,
  /// `src/components/bottomSheetHostingContainer/BottomSheetHostingContainer.tsx` L38).
  public var detached: Bool
  /// `bottomInset`: the container's `bottom` (BottomSheetHostingContainer.tsx L36-37), so the
  /// sheet rests that far above the screen's bottom and the container is shorter by it.
  public var bottomInset: Double
  /// `topInset`: the container's `top` (same lines): the container starts this far down and
  /// is shorter by it, so percentages are of the shorter container.
  public var topInset: Double

  /// The library's defaults: dynamic sizing on, no cap, not detached, no insets.
  public init(
    enableDynamicSizing: Bool = true, maxDynamicContentSize: Double? = nil,
    detached: Bool = false, bottomInset: Double = 0, topInset: Double = 0
  ) {
    self.enableDynamicSizing = enableDynamicSizing
    self.maxDynamicContentSize = maxDynamicContentSize
    self.detached = detached
    self.bottomInset = bottomInset
    self.topInset = topInset
  }

  /// The height the library measures for its handle, which the content-sized detent adds to
  /// the content's: the handle container's layout (`BottomSheetHandleContainer.tsx` L110-141),
  /// its vertical padding twice around the indicator, `10 + 4 + 10 = 24` with the default style
  /// (`src/components/bottomSheetHandle/styles.ts` L4-20, the library's
  /// `DEFAULT_HANDLE_HEIGHT`, `src/components/bottomSheet/constants.ts` L8), and 0 without a
  /// handle (`handleComponent={null}`, `src/hooks/useAnimatedLayout.ts` L57-59). The model's
  /// handle is its indicator (`dragHandle.width`, `dragHandle.height`) at `dragHandle.offset`
  /// from the sheet's top, the padding, as `export tsx gorhom` writes it; a handle of opacity,
  /// width or height 0 is none, which the export writes as `handleComponent={null}`.
  public static func handleHeight(width: Double, height: Double, offset: Double, opacity: Double)
    -> Double
  {
    guard opacity > 0, width > 0, height > 0 else { return 0 }
    return Swift.max(0, 2 * offset + height)
  }

  /// ``handleHeight(width:height:offset:opacity:)`` of a keyframe's handle.
  public static func handleHeight(_ keyframe: Keyframe) -> Double {
    handleHeight(
      width: keyframe[.handleWidth] ?? 0, height: keyframe[.handleHeight] ?? 0,
      offset: keyframe[.handleOffset] ?? 0, opacity: keyframe[.handleOpacity] ?? 0)
  }

  /// The key of the content-sized point the layout inserts (``GorhomSizing``).
  public static let dynamicKey = "dynamic"
}
