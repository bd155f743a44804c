// Source: DeckTransition Source/DeckPresentationController.swift@09fa09f L609-634
// (HarshilShah/DeckTransition), `updatePresentedViewForTranslation(inVerticalDirection:)`;
// declared once in `PeerRuleSources.deckFriction`.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The friction curves of ``Overdrag``, as pure functions of the finger's travel, so that the
/// manager's drag code stays a few lines and the curves can be checked on their own.
public enum DragCurves {
  /// Where DeckTransition's linear part ends (pt of finger travel).
  public static let deckKnee = 120.0

  /// DeckTransition's card offset for a downward finger travel `t` (pt): `0.5 x t` below
  /// 120 pt, then `60 + 30 x atan((t - 120) / 120) + (t - 120) / 10`, which is continuous at
  /// 120 and keeps growing slowly so the card never stops under the finger. Negative travel
  /// (upwards) does not move the card.
  public static func deck(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    if t < deckKnee { return 0.5 * t }
    let beyond = t - deckKnee
    return 60 + 30 * atan(beyond / deckKnee) + beyond / 10
  }

  /// @gorhom/bottom-sheet's over-drag for a finger `excess` points past an end:
  /// `sqrt(1 + excess) x factor` (`handleOnChange`,
  /// src/hooks/useGestureEventsHandlersDefault.tsx@bc94d54 L220-236,
  /// gorhom/react-native-bottom-sheet v5.2.13); 0 at no excess.
  public static func gorhom(_ excess: Double, factor: Double) -> Double {
    guard excess > 0 else { return 0 }
    return (1 + excess).squareRoot() * factor
  }
}
