/// Breaks text into lines that fit a number of terminal columns, by words, wide characters counted
/// at their real width.
public enum TextWrap {
  /// `text` in lines of at most `width` columns; a word longer than a line is cut.
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        var piece = String(word)
        var pieceWidth = CharacterWidth.of(text: piece)
        if lineWidth > 0, lineWidth + 1 + pieceWidth <= width {
          line += " " + piece
          lineWidth += 1 + pieceWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while pieceWidth > width {
          let (head, rest) = split(piece, at: width)
          lines.append(head)
          piece = rest
          pieceWidth = CharacterWidth.of(text: piece)
        }
        line = piece
        lineWidth = pieceWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// `text` cut to fit `width` columns, with an ellipsis when something was cut.
  public static func truncate(_ text: String, width: Int) -> String {
    guard CharacterWidth.of(text: text) > width else { return text }
    guard width > 1 else { return String(repeating: ".", count: max(0, width)) }
    return split(text, at: width - 1).0 + "…"
  }

  private static func split(_ text: String, at width: Int) -> (String, String) {
    // Printable ASCII: one column a byte, so the cut is a byte offset (at least one character).
    let utf8 = text.utf8
    let ascii =
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      } ?? false
    if ascii {
      let cut = utf8.index(utf8.startIndex, offsetBy: min(max(width, 1), utf8.count))
      return (String(text[..<cut]), String(text[cut...]))
    }
    var head = ""
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let characterWidth = CharacterWidth.of(character)
      if used + characterWidth > width { break }
      head.append(character)
      used += characterWidth
      index = text.index(after: index)
    }
    if head.isEmpty, index < text.endIndex {
      head.append(text[index])
      index = text.index(after: index)
    }
    return (head, String(text[index...]))
  }
}
