import Screens

/// A screen's text, read straight from its cells: rows without trailing spaces, joined by
/// newlines. Cheaper than going through `String` trimming, which matters in `Wait` loops.
enum ScreenText {
  /// Row `y` of `buffer` without its trailing spaces.
  static func line(_ buffer: CellBuffer, _ y: Int) -> String {
    let cells = buffer.cells
    let start = y * buffer.width
    var end = start + buffer.width
    while end > start, cells[end - 1].text == " " { end -= 1 }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(end - start)
    for index in start..<end { bytes.append(contentsOf: cells[index].text.utf8) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every row of `buffer` without trailing spaces.
  static func lines(_ buffer: CellBuffer) -> [String] {
    (0..<buffer.height).map { line(buffer, $0) }
  }

  /// The whole screen: trimmed rows joined by newlines, built in one pass over the cells.
  static func text(_ buffer: CellBuffer) -> String {
    let cells = buffer.cells
    var bytes: [UInt8] = []
    bytes.reserveCapacity(cells.count + buffer.height)
    for y in 0..<buffer.height {
      let start = y * buffer.width
      var end = start + buffer.width
      while end > start, cells[end - 1].text == " " { end -= 1 }
      for index in start..<end {
        let text = cells[index].text
        if text.utf8.count == 1, let byte = text.utf8.first {
          bytes.append(byte)
        } else {
          bytes.append(contentsOf: text.utf8)
        }
      }
      if y < buffer.height - 1 { bytes.append(UInt8(ascii: "\n")) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
