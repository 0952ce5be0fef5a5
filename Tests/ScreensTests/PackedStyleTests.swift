import SessionEngine
import Testing

@testable import Screens

/// A style packed into a word comes back the same, and two styles pack to the same word exactly
/// when they are equal.
@Suite struct PackedStyleTests {
  /// Styles of every kind: both colours default or set (black, white, odd channels), each
  /// attribute on and off.
  var styles: [CellStyle] {
    let colors: [TerminalColor] = [
      .default, .rgb(RGBColor(red: 0, green: 0, blue: 0)),
      .rgb(RGBColor(red: 255, green: 255, blue: 255)),
      .rgb(RGBColor(red: 1, green: 128, blue: 254)),
      .rgb(RGBColor(red: 254, green: 1, blue: 128)),
    ]
    var styles: [CellStyle] = []
    for foreground in colors {
      for background in colors {
        for flags in 0..<16 {
          styles.append(
            CellStyle(
              foreground: foreground, background: background, bold: flags & 1 != 0,
              underline: flags & 2 != 0, reverse: flags & 4 != 0, dim: flags & 8 != 0))
        }
      }
    }
    return styles
  }

  @Test func packedStylesComeBackTheSame() {
    for style in styles {
      #expect(PackedStyle(style).style == style)
      var cell = PackedCell(ascii: 0x41, style: style)
      #expect(cell.style == style)
      cell.style = .plain
      #expect(cell.style == .plain)
    }
  }

  @Test func equalStylesAndOnlyThosePackAlike() {
    let all = styles
    for left in all {
      for right in all {
        #expect((PackedStyle(left) == PackedStyle(right)) == (left == right))
      }
    }
  }

  @Test func gridsKeepTheirStyles() {
    var grid = CellBuffer(width: 8, height: 2)
    let styles = self.styles
    for (index, style) in styles.enumerated() {
      grid.put("a", x: index % 8, y: index / 8 % 2, style: style)
      #expect(grid[index % 8, index / 8 % 2].style == style)
      grid.put("日", x: 2, y: 1, style: style)
      #expect(grid[2, 1].style == style && grid[3, 1].style == style)
      grid.put("─", x: 5, y: 0, style: style)
      #expect(grid[5, 0].style == style)
    }
  }
}
