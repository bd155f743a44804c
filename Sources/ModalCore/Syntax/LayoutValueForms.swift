extension LayoutValueSyntax {
  /// One form of the text syntax: an example that parses, and what it means.
  public struct Form: Hashable, Sendable {
    /// The example, as typed after `set PATH`.
    public let example: String
    /// What it stands for, in a few words.
    public let meaning: String
  }

  /// The forms of a layout value, one example each: the page `help values` prints (with the
  /// name lists below); a test parses every example, so the page stays the syntax's.
  public static let valueForms: [Form] = [
    Form(example: "120", meaning: "points"),
    Form(example: "stretch", meaning: "the container's length along the axis"),
    Form(example: "50%", meaning: "a percent of the container along the axis"),
    Form(example: "50% of width", meaning: "a percent of a target (the percent targets below)"),
    Form(example: "safe.bottom", meaning: "a safe-area inset (safe.top, left, bottom, right)"),
    Form(example: "kb.minY", meaning: "a field of the keyboard's frame (the fields below)"),
    Form(example: "30% + safe.bottom", meaning: "a sum"),
    Form(example: "stretch - 40", meaning: "an offset: + - * / and a number"),
    Form(example: "85% max 375", meaning: "bounds after a value: min N, max N"),
    Form(example: "min(85%, 375)", meaning: "the smaller (min) or larger (max) of two values"),
    Form(example: "kb ? kb.overlapH : safe.bottom", meaning: "a choice on a condition (below)"),
    Form(example: "content", meaning: "the content's length and insets along the direction"),
    Form(example: "content.height", meaning: "the content's extent along an axis (or .width)"),
    Form(example: "detent.medium", meaning: "Apple's medium detent (docs/apple-sheet.md)"),
    Form(example: "detent.large", meaning: "Apple's large detent, the largest"),
    Form(example: "detent.fraction(0.3)", meaning: "a fraction of the large detent"),
    Form(example: "detent.height(200)", meaning: "points within the safe area"),
    Form(example: "detent.custom(detent.max * 0.3)", meaning: "a resolver (detent.max inside)"),
    Form(example: "inactive", meaning: "nothing: a custom detent inactive here"),
  ]

  /// The forms of a condition (`when` of a constrained config, `kb ? a : b`).
  public static let conditionForms: [Form] = [
    Form(example: "width < 500", meaning: "a comparison: < <= == >= > of a length or inset"),
    Form(example: "height between 600 and 900", meaning: "a range, both ends included"),
    Form(example: "isNilOrZero(kb.height)", meaning: "a value that is nothing or 0"),
    Form(example: "flag(model.isEditing)", meaning: "one of the app's switches is on (flag)"),
    Form(example: "!kb", meaning: "not"),
    Form(example: "portrait && phone", meaning: "both"),
    Form(example: "h.compact || v.compact", meaning: "either"),
  ]

  /// The targets of `N% of TARGET`, sorted.
  public static var percentTargets: [String] { percentTargetsByName.keys.sorted() }

  /// The keyboard names of a value (`kb.` and `keyboard.` spellings), sorted.
  public static var keyboardValueNames: [String] { keyboardNames.keys.sorted() }

  /// The words a condition may be, sorted.
  public static var conditionNames: [String] { conditionWords.keys.sorted() }
}
