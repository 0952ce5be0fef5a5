/// One change to an XML property list's bytes: the bytes in `range` replaced by `text`.
///
/// `mamsim configure` makes only insertions (an empty range) except for an element written
/// `<array/>`, which becomes an open and a closing tag around the new items; every other byte of
/// the user's file stays where it was.
struct PlistTextEdit: Equatable, Sendable {
  /// The bytes replaced (empty for an insertion).
  var range: Range<Int>
  /// The new text.
  var text: String

  /// `bytes` with `edits` made (they must not overlap).
  static func apply(_ edits: [PlistTextEdit], to bytes: [UInt8]) -> [UInt8] {
    var output = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      output.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return output
  }

  /// The white space before `offset` on its line when nothing else precedes it there, with the
  /// offset where the line starts; nil when other text comes first.
  static func indentation(before offset: Int, in bytes: [UInt8]) -> (text: String, lineStart: Int)?
  {
    var index = offset
    while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")
    {
      index -= 1
    }
    guard index == 0 || bytes[index - 1] == UInt8(ascii: "\n") else { return nil }
    return (String(decoding: bytes[index..<offset], as: UTF8.self), index)
  }

  /// The edit that puts `lines` (each with its depth below the container's members) as the last
  /// members of `container`, indented like the members already there.
  static func appending(
    _ lines: [(depth: Int, text: String)], to container: PlistNode, in bytes: [UInt8],
    unit: String, newline: String
  ) -> PlistTextEdit? {
    guard let span = container.span else { return nil }
    let own = indentation(before: span.start, in: bytes)?.text ?? ""
    guard let closing = span.closingTag else {
      // `<array/>`: opened and closed around the new members.
      let body = lines.map { own + unit + String(repeating: unit, count: $0.depth) + $0.text }
      let name = container.entries != nil ? "dict" : "array"
      return PlistTextEdit(
        range: span.start..<span.end,
        text: "<\(name)>" + newline + body.joined(separator: newline) + newline + own
          + "</\(name)>")
    }
    guard let closingLine = indentation(before: closing, in: bytes) else {
      // The closing tag shares its line with other text: the members go just before it.
      return PlistTextEdit(range: closing..<closing, text: lines.map(\.text).joined())
    }
    var memberIndent = closingLine.text + unit
    if let last = lastMemberStart(container), let found = indentation(before: last, in: bytes) {
      memberIndent = found.text
    }
    let text = lines.map {
      memberIndent + String(repeating: unit, count: $0.depth) + $0.text + newline
    }.joined()
    return PlistTextEdit(range: closingLine.lineStart..<closingLine.lineStart, text: text)
  }

  /// Where the last member of a container begins (its key for a dictionary).
  private static func lastMemberStart(_ container: PlistNode) -> Int? {
    if let entries = container.entries { return entries.last?.keyStart }
    return container.elements?.last?.span?.start
  }
}
