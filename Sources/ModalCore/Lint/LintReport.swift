import ModalSupport

/// The text of `lint`'s findings: the report, its first line's counts and the environments'
/// phrases.
extension Lint {
  /// The findings as text lines for the shell (no trailing newline), errors first, then
  /// warnings, then notes (each in ``check(_:)`` order), every one with its severity:
  /// ```
  /// demo09: 1 warning
  ///   warning: snap 1: the keyboard covers 120.00 pt of the content with keyboard 300 on iphone-se portrait
  ///     hint: add kb.overlapH to the bottom margin (or the bottom padding), or set keyboardAvoidance lift
  /// ```
  /// The first line counts each severity found (`1 error, 2 warnings, 3 notes`); it is
  /// `demo01: no errors or warnings, 5 notes` with only notes and `custom: no problems` when
  /// there is nothing. Findings that say the same thing at several places (the same keyboard
  /// note on each device of an adaptive config) are one entry listing the places, so a reader
  /// meets each distinct finding once:
  /// ```
  ///   note: the keyboard covers 300.00 pt of the content, at 2 places:
  ///     snap 1 (card) [ipad-air] on ipad-air portrait
  ///     snap 1 (card) [ipad-pro-13] on ipad-pro-13 portrait
  ///     hint: ...
  /// ```
  public static func report(_ findings: [LintFinding], configName: String) -> String {
    let out = ByteBuffer(capacity: 64 + findings.count * 256)
    write(findings, configName: configName, width: nil, into: out)
    return out.string
  }

  /// Appends ``report(_:configName:)`` to `out`, each of its lines wrapped at `width` as it is
  /// written (``TextWrap/lines(_:width:into:)``, the shell's rule), or as it is when `width` is
  /// nil: the shell prints the report of thousands of findings without building it as a
  /// string and scanning it again to wrap it.
  package static func write(
    _ findings: [LintFinding], configName: String, width: Int?, into out: ByteBuffer
  ) {
    let line = ByteBuffer(capacity: 512)
    // Ends the line being written: wrapped into `out`, then forgotten.
    func flush() {
      if let width {
        line.withUnsafeBytes { TextWrap.lines($0, width: width, into: out) }
      } else {
        line.withUnsafeBytes { out.append($0) }
      }
      line.removeAll()
    }
    VisibleText.append(configName, to: line)
    line.append(": " as StaticString)
    let listed = findings.withUnsafeBufferPointer { groups($0) }
    line.append(summary(findings, distinct: listed.count))
    flush()
    let phrases = phrases(findings)
    var wrappedHints: [String: [UInt8]] = [:]
    var last: (hint: String, lines: [UInt8])?
    // Ends a finding (or a group) with its hint. Most findings share a few hints: each is
    // wrapped once, its lines then copied (the hint before is compared first: the same literal
    // compares in a few instructions).
    func writeHint(_ hint: String) {
      out.append(UInt8(ascii: "\n"))
      if width != nil, let wrapped = last?.hint == hint ? last?.lines : wrappedHints[hint] {
        wrapped.withUnsafeBufferPointer { out.append($0) }
        last = (hint, wrapped)
        return
      }
      let start = out.count
      line.append("    hint: " as StaticString)
      line.append(hint)
      flush()
      if width != nil {
        let wrapped = out.withUnsafeBytes { Array($0[start...]) }
        wrappedHints[hint] = wrapped
        last = (hint, wrapped)
      }
    }
    // Read in place (a finding is a large value: no copy of each).
    findings.withUnsafeBufferPointer { findings in
      for group in listed {
        let first = findings[group[0]]
        out.append(UInt8(ascii: "\n"))
        line.append("  " as StaticString)
        line.append(first.severity.rawValue)
        line.append(": " as StaticString)
        guard group.count > 1 else {
          first.writeLine(phrase: phrases[group[0]], into: line)
          flush()
          writeHint(first.hint)
          continue
        }
        // The same finding at several places: said once, then where it applies.
        line.append(first.message)
        line.append(", at " as StaticString)
        FixedFormat.append(group.count, to: line)
        line.append(" places:" as StaticString)
        flush()
        for i in group {
          out.append(UInt8(ascii: "\n"))
          line.append("    " as StaticString)
          findings[i].writeLabel(into: line)
          line.append(UInt8(ascii: " "))
          line.append(phrases[i])
          flush()
        }
        writeHint(first.hint)
      }
    }
  }

  /// What a finding says, apart from where: findings alike in it are one finding at several
  /// places. Hashed as UTF-8 bytes (lint writes the texts itself, so no two spellings of one
  /// text need to meet): `String`'s own hashing normalises Unicode, several times the cost on
  /// the thousands of findings of a large config.
  private struct Saying: Hashable {
    let severity: LintFinding.Severity
    let kind: LintFinding.Kind
    let message: String
    let hint: String

    func hash(into hasher: inout Hasher) {
      hasher.combine(severity)
      hasher.combine(kind)
      var message = message
      message.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      var hint = hint
      hint.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// The findings' indices as the report lists them: errors first, then warnings, then notes
  /// (each in ``check(_:)`` order), the findings that say the same thing (severity, check,
  /// message and hint) in one group at the first one's place. Linear in the findings.
  static func groups(_ findings: UnsafeBufferPointer<LintFinding>) -> [[Int]] {
    var groups: [[Int]] = []
    groups.reserveCapacity(findings.count)
    for severity in LintFinding.Severity.allCases {
      var position: [Saying: Int] = [:]
      position.reserveCapacity(findings.count)
      for i in findings.indices where findings[i].severity == severity {
        let saying = Saying(
          severity: severity, kind: findings[i].kind, message: findings[i].message,
          hint: findings[i].hint)
        // One hash for a new saying (most are): the lookup is the insertion. A repeated one
        // gets its first place back.
        if let at = position.updateValue(groups.count, forKey: saying) {
          position[saying] = at
          groups[at].append(i)
        } else {
          groups.append([i])
        }
      }
    }
    return groups
  }

  /// Each finding's ``LintFinding/environmentsPhrase``, in order: many findings share their
  /// environments, and each set's phrase is written once.
  public static func phrases(_ findings: [LintFinding]) -> [String] {
    var phrases: [UInt64: String] = [:]
    var result: [String] = []
    result.reserveCapacity(findings.count)
    findings.withUnsafeBufferPointer { findings in
      for finding in findings.indices {
        guard let mask = findings[finding].environmentMask else {
          result.append(findings[finding].environmentsPhrase)
          continue
        }
        if let phrase = phrases[mask] {
          result.append(phrase)
        } else {
          let phrase = findings[finding].environmentsPhrase
          phrases[mask] = phrase
          result.append(phrase)
        }
      }
    }
    return result
  }

  /// The counts of a report's first line: `1 error, 2 warnings`, `no errors or warnings, 3
  /// notes`, `no problems`; `12 notes; 2 distinct` when `distinct` findings say all of them
  /// (the report lists each once with its places).
  public static func summary(_ findings: [LintFinding], distinct: Int? = nil) -> String {
    guard !findings.isEmpty else { return "no problems" }
    let gating = findings.contains { $0.severity != .note }
    let counts = ((gating ? [] : ["no errors or warnings"]) + counts(findings))
      .joined(separator: ", ")
    guard let distinct, distinct < findings.count else { return counts }
    return counts + "; \(distinct) distinct"
  }

  /// `1 error`, `2 warnings`, `3 notes`: each severity that occurs, most severe first.
  static func counts(_ findings: [LintFinding]) -> [String] {
    var errors = 0
    var warnings = 0
    var notes = 0
    for i in findings.indices {
      switch findings[i].severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
    }
    return LintFinding.Severity.allCases.compactMap { severity in
      let count =
        switch severity {
        case .error: errors
        case .warning: warnings
        case .note: notes
        }
      return count == 0 ? nil : severity.count(count)
    }
  }
}
