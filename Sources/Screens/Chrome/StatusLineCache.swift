/// The status lines made so far, by what they were made from, so that going back to a kind of
/// screen seen before (a form, a list, a message) reuses its line instead of looking up,
/// measuring and joining the hints again.
///
/// One cache serves one view, whose string table never changes. It keeps the last few lines
/// (a play sees a handful of kinds of screen) and is searched in order, newest first: its key is
/// a few booleans and a width, compared without hashing.
struct StatusLineCache {
  /// How many lines are kept.
  static let capacity = 16

  /// The lines kept, newest last.
  private var entries: [(inputs: StatusLine.Inputs, text: String)] = []

  /// The status line for `inputs` in `strings`' words: `StatusLine.text(for:strings:)`.
  mutating func text(for inputs: StatusLine.Inputs, strings: StringTable) -> String {
    if let text = kept(for: inputs) { return text }
    let text = StatusLine.text(for: inputs, strings: strings)
    keep(text, for: inputs)
    return text
  }

  /// The line kept for `inputs`, if any.
  func kept(for inputs: StatusLine.Inputs) -> String? {
    entries.last { $0.inputs == inputs }?.text
  }

  /// Keeps `text` as the line for `inputs` (made from them), the oldest going when full.
  mutating func keep(_ text: String, for inputs: StatusLine.Inputs) {
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append((inputs, text))
  }
}
