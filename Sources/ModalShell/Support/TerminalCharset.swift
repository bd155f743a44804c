/// Whether an interactive terminal can show the outline's box-drawing characters:
/// the locale's character set, read from the environment as the C library does.
///
/// Only an interactive session asks: scripts and `modalplay test` keep the set their options
/// give (box drawing unless `--ascii`), so that a transcript never depends on the locale.
public enum TerminalCharset {
  /// The variables that name the character-type locale, the first set and non-empty winning
  /// (POSIX: LC_ALL overrides LC_CTYPE, which overrides LANG).
  public static let localeVariables = ["LC_ALL", "LC_CTYPE", "LANG"]

  /// The locale that decides the character set: the value of the first of `localeVariables`
  /// set and non-empty in `environment`, or nil when none is (the C locale).
  public static func characterLocale(_ environment: [String: String]) -> String? {
    for name in localeVariables {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }

  /// True when that locale's codeset is UTF-8: `language_TERRITORY.UTF-8@modifier` with the
  /// codeset spelled `UTF-8` or `utf8` in any case, or the bare codeset (`UTF-8`, which macOS
  /// accepts as LC_CTYPE). `C`, `POSIX`, no locale at all or another codeset
  /// (`en_US.ISO-8859-1`, `en_US` without one) are not.
  public static func isUTF8(_ environment: [String: String]) -> Bool {
    guard let locale = characterLocale(environment) else { return false }
    var codeset = Substring(locale)
    if let dot = codeset.firstIndex(of: ".") { codeset = codeset[codeset.index(after: dot)...] }
    if let at = codeset.firstIndex(of: "@") { codeset = codeset[..<at] }
    let name = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    return name == "utf8"
  }

  /// True when the outline is drawn in ASCII: `--ascii` was given, or the session is
  /// interactive and the locale is not UTF-8.
  public static func usesASCII(requested: Bool, interactive: Bool, environment: [String: String])
    -> Bool
  {
    requested || (interactive && !isUTF8(environment))
  }
}
