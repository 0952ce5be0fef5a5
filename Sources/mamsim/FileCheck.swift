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

  /// Whether the file has no error (warnings allowed).
  var passed: Bool { errors == 0 }

  /// The summary line: `file: ok`, `file: ok, 1 warning` or `file: 2 errors, 1 warning`.
  var summary: String {
    var parts: [String] = []
    if errors > 0 { parts.append(Self.count(errors, "error")) }
    if warnings > 0 { parts.append(Self.count(warnings, "warning")) }
    if passed { parts.insert("ok", at: 0) }
    return "\(path): \(parts.joined(separator: ", "))"
  }

  /// `1 error`, `2 errors`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
