import Screens
import TerminalUI

/// Finding things in the rendered buffer: where text is drawn, and in which style.
extension Pilot {
  /// The column and row where `fragment` first starts on screen, in cells.
  func position(of fragment: String) -> (x: Int, y: Int)? {
    let buffer = screen
    let target = Array(fragment)
    for y in 0..<buffer.height {
      // Cells of the row, wide characters' continuation cells skipped, with their columns.
      var characters: [(Character, Int)] = []
      for x in 0..<buffer.width where !buffer[x, y].isContinuation {
        if let character = buffer[x, y].text.first { characters.append((character, x)) }
      }
      guard characters.count >= target.count else { continue }
      for start in 0...(characters.count - target.count)
      where characters[start..<(start + target.count)].map(\.0) == target {
        return (characters[start].1, y)
      }
    }
    return nil
  }

  /// The first cell of `fragment` on screen.
  func cell(of fragment: String) -> Cell? {
    position(of: fragment).map { screen[$0.x, $0.y] }
  }

  /// The mark inside each PIN box (its text and colour), left to right.
  func pinBoxMarks() -> [(text: String, color: TerminalColor)] {
    let buffer = screen
    for y in 0..<buffer.height {
      let line = buffer.line(y)
      guard line.contains("[ ]") || line.contains("[●]") || line.contains("[_]") else { continue }
      return (0..<buffer.width).compactMap { x in
        guard buffer[x, y].text == "[", buffer[x + 2, y].text == "]" else { return nil }
        let mark = buffer[x + 1, y]
        return (mark.text, mark.style.foreground)
      }
    }
    return []
  }

  /// The top-left cell inside the phone's screen.
  func phoneCorner() -> Cell {
    guard let layout = Layout(size: size) else { return .blank() }
    return screen[layout.phoneScreen.x, layout.phoneScreen.y]
  }
}
