/// A sentence's template read once into its pieces: text, and the parameters (`%@`, `%d`,
/// numbered `%2$@`) the arguments go in.
///
/// The one reader of templates: `StringTable` fills them and `StringCatalogLinter` checks them
/// (through `StringPlaceholder.parse`). It reads characters, so a `%` is only a `%` when it is a
/// character of its own. `%%` is a percent sign; a `%` before anything else stays as written and
/// is listed in `unknown`.
public struct StringTemplate: Equatable, Sendable {
  /// One piece of a template.
  public enum Piece: Equatable, Sendable {
    /// Text shown as it is.
    case text(String)
    /// A parameter, replaced by its argument.
    case parameter(StringPlaceholder)
  }

  /// The pieces, in order.
  public private(set) var pieces: [Piece] = []
  /// Each `%` sequence that is not a parameter (`%x`, a `%` at the end), as written.
  public private(set) var unknown: [String] = []

  /// Reads `template`: the text between two `%` is copied as one run.
  ///
  /// A `%` is found by its byte (it is never part of another character's UTF-8), then taken as a
  /// percent sign only when it is a whole character: `%` with a combining mark is text.
  public init(_ template: String) {
    var text = ""
    var next = 1
    var rest = Substring(template)
    while let percent = rest.utf8.firstIndex(of: UInt8(ascii: "%")) {
      text.append(contentsOf: rest[..<percent])
      rest = rest[percent...]
      // `rest` starts with the `%` byte, so it has a first character.
      let sign = rest.removeFirst()
      guard sign == "%" else {
        text.append(sign)
        continue
      }
      guard let following = rest.popFirst() else {
        text.append("%")
        unknown.append("%")
        break
      }
      if following == "%" {
        text.append("%")
        continue
      }
      if let kind = StringPlaceholder.Kind(rawValue: String(following)) {
        append(&text, StringPlaceholder(argument: next, kind: kind, written: "%\(following)"))
        next += 1
        continue
      }
      if let digit = following.wholeNumberValue,
        (1...StringPlaceholder.maximumArgument).contains(digit)
      {
        var lookahead = rest
        if lookahead.popFirst() == "$", let letter = lookahead.popFirst(),
          let kind = StringPlaceholder.Kind(rawValue: String(letter))
        {
          rest = lookahead
          append(
            &text, StringPlaceholder(argument: digit, kind: kind, written: "%\(digit)$\(letter)"))
          continue
        }
      }
      unknown.append("%" + String(following))
      text.append("%")
      text.append(following)
    }
    text.append(contentsOf: rest)
    if !text.isEmpty { pieces.append(.text(text)) }
  }

  /// The parameters, in the order they are written.
  public var placeholders: [StringPlaceholder] {
    pieces.compactMap {
      if case .parameter(let placeholder) = $0 { placeholder } else { nil }
    }
  }

  /// The template with each parameter replaced by its argument (a missing one by nothing).
  public func filled(with arguments: [CustomStringConvertible]) -> String {
    var output = ""
    for piece in pieces {
      switch piece {
      case .text(let text): output += text
      case .parameter(let placeholder):
        let index = placeholder.argument - 1
        if arguments.indices.contains(index) { output += arguments[index].description }
      }
    }
    return output
  }

  /// Ends the text so far as a piece, then adds `placeholder`.
  private mutating func append(_ text: inout String, _ placeholder: StringPlaceholder) {
    if !text.isEmpty { pieces.append(.text(text)) }
    text = ""
    pieces.append(.parameter(placeholder))
  }
}
