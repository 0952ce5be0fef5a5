import SessionEngine

/// The outcome of checking one file: its diagnostics as printed, and how many errors and warnings.
struct FileCheck: Equatable, Sendable {
  /// The file as the user named it.
  var path: String
  /// One printed line per diagnostic, in the order found.
  var lines: [String]
  /// How many diagnostics are errors.
  var errors: Int
  /// How many diagnostics are warnings.
  var warnings: Int
  /// How many of the integration checklist's findings are notes (not faults, counted apart).
  var notes: Int = 0
  /// The diagnostics themselves, for `--json` and `--github`.
  var diagnostics: [Diagnostic] = []
  /// The integration checklist, when the file was checked against the integration steps.
  var findings: [IntegrationFinding] = []

  /// Whether the file has no error (warnings allowed).
  var passed: Bool { errors == 0 }

  /// The summary line: `file: ok`, `file: ok, 1 warning` or `file: 2 errors, 1 warning, 1 note`.
  var summary: String {
    // Joined by hand: `joined(separator:)` costs the runtime a conformance look-up at first use.
    var text = path + ":"
    var separator = " "
    if passed {
      text += separator + "ok"
      separator = ", "
    }
    if errors > 0 {
      text += separator + Self.count(errors, "error")
      separator = ", "
    }
    if warnings > 0 {
      text += separator + Self.count(warnings, "warning")
      separator = ", "
    }
    if notes > 0 { text += separator + Self.count(notes, "note") }
    return text
  }

  /// `1 error`, `2 errors`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
