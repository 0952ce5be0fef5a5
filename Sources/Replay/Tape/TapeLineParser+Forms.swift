/// A misspelt word after `Expect` or `Wait` (`Expect Evnt`, `Wait Evnt`): named with the form
/// it likely meant, rather than taken for screen text that lacks its quotes.
extension TapeLineParser {
  /// The words that may follow `Expect` to check something other than the screen.
  static let expectForms = ["Event", "Clipboard", "Report", "Mdx", "Decision", "Focus"]

  /// Throws when the first of `arguments` is a bare word close to one of `forms`, the words
  /// that may follow `command`. (A bare word is never screen text: that needs quotes or slashes.)
  func misspeltForm(
    of command: String, _ arguments: [TapeToken], _ forms: [String]
  ) throws(TapeDiagnostic) {
    guard let first = arguments.first, case .word(let word) = first.kind,
      let hint = suggestion(word, forms)
    else { return }
    let written = arguments.map(\.written).joined(separator: " ")
    throw error(first.column, "\(command) \(written) is not a check", hint)
  }
}
