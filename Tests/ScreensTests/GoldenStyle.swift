import Screens
import SessionEngine
import TerminalUI

/// The style half of a golden: every cell's colours and attributes, as a letter a cell under a
/// legend that says each letter in words.
///
/// A colour is written as the theme's role when one matches (`accent #0066CC`), else as its hex
/// value, so a reviewer reads what the user sees and a changed colour changes the text. Letters
/// are handed out in the order styles first appear, row by row, so the same rendering always
/// gives the same file. Two files are compared cell by cell, by the words of their styles.
enum GoldenStyle {
  /// The letters a legend hands out, in order.
  static let letters = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!$%&*+-/<=>?@^~")

  /// The theme's roles and their colours, foreground ones first when `foreground`, else
  /// background ones first: the order in which a colour is named.
  private static func roles(of theme: Theme, foreground: Bool) -> [(String, RGBColor)] {
    let text: [(String, RGBColor)] = [
      ("sdkForeground", theme.sdkForeground), ("accent", theme.accent),
      ("secondaryForeground", theme.secondaryForeground), ("appForeground", theme.appForeground),
      ("appAccent", theme.appAccent), ("appMuted", theme.appMuted),
    ]
    let backgrounds: [(String, RGBColor)] = [
      ("sdkBackground", theme.sdkBackground), ("secondaryBackground", theme.secondaryBackground),
      ("appBackground", theme.appBackground), ("wallpaper", theme.wallpaper),
      ("appBrand", theme.appBrand),
    ]
    return foreground ? text + backgrounds : backgrounds + text
  }

  /// A style in words: `fg accent #0066CC, bg sdkBackground #FFFFFF, bold`.
  static func describe(_ style: CellStyle, theme: Theme) -> String {
    var words = [
      "fg " + name(style.foreground, roles: roles(of: theme, foreground: true)),
      "bg " + name(style.background, roles: roles(of: theme, foreground: false)),
    ]
    if style.bold { words.append("bold") }
    if style.underline { words.append("underline") }
    if style.reverse { words.append("reverse") }
    if style.dim { words.append("dim") }
    return words.joined(separator: ", ")
  }

  /// A colour in words: the first role of `roles` that has it and its hex value, or the hex value.
  private static func name(_ color: TerminalColor, roles: [(String, RGBColor)]) -> String {
    guard case .rgb(let rgb) = color else { return "default" }
    guard let role = roles.first(where: { $0.1 == rgb }) else { return rgb.hex }
    return "\(role.0) \(rgb.hex)"
  }

  /// The stored text for `buffer`: a heading, the legend (`A: fg …`), a blank line, then one
  /// line of letters a row, one letter a cell (a wide character's second cell has its own).
  /// Nil when the screen has more styles than there are letters.
  static func text(of buffer: CellBuffer, theme: Theme, title: String) -> String? {
    var letterOf: [String: Character] = [:]
    var legend: [String] = []
    var rows: [String] = []
    for y in 0..<buffer.height {
      var row = ""
      for x in 0..<buffer.width {
        let words = describe(buffer[x, y].style, theme: theme)
        if letterOf[words] == nil {
          guard legend.count < letters.count else { return nil }
          letterOf[words] = letters[legend.count]
          legend.append("\(letters[legend.count]): \(words)")
        }
        row.append(letterOf[words] ?? "?")
      }
      rows.append(row)
    }
    let heading = [
      "# \(title): one letter a cell, each letter's style below.",
      "# A colour is the theme's role when one matches, then its hex value.",
    ]
    return (heading + legend + [""] + rows).map { $0 + "\n" }.joined()
  }

  /// The style of every cell of a stored text, row by row, in words; nil when it cannot be read.
  static func cells(of text: String) -> [[String]]? {
    var legend: [Character: String] = [:]
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst(), !line.isEmpty {
      if line.hasPrefix("#") { continue }
      guard let letter = line.first, line.dropFirst().hasPrefix(": ") else { return nil }
      legend[letter] = String(line.dropFirst(3))
    }
    if lines.last == "" { lines.removeLast() }
    var rows: [[String]] = []
    for line in lines {
      var row: [String] = []
      for letter in line {
        guard let words = legend[letter] else { return nil }
        row.append(words)
      }
      rows.append(row)
    }
    return rows
  }

  /// The most runs of differing cells a report lists.
  static let reportLimit = 30

  /// A report of the cells whose style differs, or nil when every cell has the expected style.
  ///
  /// Neighbouring cells of a row with the same expected and actual styles are reported as one run:
  /// its row, its columns, the characters drawn there and both styles in words.
  static func difference(
    expected: String, actual: String, buffer: CellBuffer, name: String
  ) -> String? {
    guard expected != actual else { return nil }
    let header = "\(name) differs from the rendering (\(Golden.recordVariable)=1 re-records it):"
    guard let want = cells(of: expected), let got = cells(of: actual) else {
      return "\(header)\nthe stored file cannot be read as a style golden"
    }
    guard want.count == got.count, zip(want, got).allSatisfy({ $0.count == $1.count }) else {
      let size = want.first.map { "\($0.count)x\(want.count)" } ?? "no cells"
      return "\(header)\nexpected \(size) cells, got \(buffer.width)x\(buffer.height)"
    }
    var runs: [String] = []
    var differing = 0
    for y in 0..<got.count {
      var x = 0
      while x < got[y].count {
        guard want[y][x] != got[y][x] else {
          x += 1
          continue
        }
        var end = x + 1
        while end < got[y].count, want[y][end] == want[y][x], got[y][end] == got[y][x] {
          end += 1
        }
        differing += end - x
        runs.append(run(row: y, from: x, to: end, buffer: buffer, want[y][x], got[y][x]))
        x = end
      }
    }
    guard differing > 0 else {
      return "\(header)\nevery cell has its style, but the file's text differs: re-record it"
    }
    var report = [header, "\(differing) cells have another style:"]
    report += runs.prefix(reportLimit)
    if runs.count > reportLimit { report.append("… and \(runs.count - reportLimit) more runs") }
    return report.joined(separator: "\n")
  }

  /// One run of differing cells, in words.
  private static func run(
    row y: Int, from start: Int, to end: Int, buffer: CellBuffer, _ want: String, _ got: String
  ) -> String {
    let characters = (start..<end).map { buffer[$0, y].text }.joined()
    let shown = characters.isEmpty ? "the second half of a wide character" : "\"\(characters)\""
    let columns = end - start == 1 ? "column \(start)" : "columns \(start)-\(end - 1)"
    return "row \(y), \(columns) \(shown):\n  expected: \(want)\n  actual:   \(got)"
  }
}
