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

  /// The height of the library's default handle, which the content-sized detent adds to the
  /// content's: `DEFAULT_HANDLE_HEIGHT = 24` (`src/components/bottomSheet/constants.ts` L8),
  /// the handle's vertical padding 10 twice around its 4 pt indicator
  /// (`src/components/bottomSheetHandle/styles.ts` L4-20).
  public static let handleHeight = 24.0

  /// The key of the content-sized point the layout inserts (``GorhomSizing``).
  public static let dynamicKey = "dynamic"
}
