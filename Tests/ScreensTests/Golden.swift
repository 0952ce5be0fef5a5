import Foundation
import Screens
import TerminalUI
import Testing

/// Golden files of whole screens: the text of every row, and the style of every cell.
///
/// `Tests/ScreensTests/Goldens/<name>-<cols>x<rows>.txt` holds the rows, trailing spaces kept,
/// one line per row; it is the same in both appearances. Beside it,
/// `<name>-<cols>x<rows>.style.txt` (light) and `<name>-<cols>x<rows>.dark.style.txt` (dark)
/// hold the styles (`GoldenStyle`): a legend naming each style in words, then one letter a cell.
///
/// Set `MAMSIM_RECORD_GOLDENS=1` to write the files from the current rendering instead of
/// comparing; a recorded golden is reported as a test issue so a recording run never passes
/// silently.
enum Golden {
  /// The environment variable that switches from comparing to recording.
  static let recordVariable = "MAMSIM_RECORD_GOLDENS"

  /// Whether this run records goldens.
  static var recording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

  /// The folder of the golden files, next to this source file.
  static func folder(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  }

  /// The file name of the golden text `name` at `size`.
  static func fileName(_ name: String, _ size: TerminalSize) -> String {
    "\(name)-\(size.columns)x\(size.rows).txt"
  }

  /// The file name of the styles of golden `name` at `size` in `appearance`.
  static func styleFileName(_ name: String, _ size: TerminalSize, _ appearance: Appearance)
    -> String
  {
    let dark = appearance == .dark ? ".dark" : ""
    return "\(name)-\(size.columns)x\(size.rows)\(dark).style.txt"
  }

  /// The text stored for a buffer: every row as a line, trailing spaces kept, ending in a newline.
  static func text(of buffer: CellBuffer) -> String {
    buffer.lines.map { $0 + "\n" }.joined()
  }

  /// Compares `buffer`, drawn with `theme` in `appearance`, with the golden `name`: its text,
  /// then the style of every cell (or records both), reporting a readable diff.
  static func check(
    _ buffer: CellBuffer, _ name: String, theme: Theme, appearance: Appearance,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    compare(
      text(of: buffer), file: fileName(name, buffer.size), sourceLocation: sourceLocation
    ) { expected, actual, file in
      difference(expected: expected, actual: actual, name: file)
    }
    let styleFile = styleFileName(name, buffer.size, appearance)
    guard
      let styles = GoldenStyle.text(
        of: buffer, theme: theme, title: "Styles of \(fileName(name, buffer.size)), \(appearance)")
    else {
      Issue.record(
        "\(styleFile): more styles on screen than the \(GoldenStyle.letters.count) letters",
        sourceLocation: sourceLocation)
      return
    }
    compare(styles, file: styleFile, sourceLocation: sourceLocation) { expected, actual, file in
      GoldenStyle.difference(expected: expected, actual: actual, buffer: buffer, name: file)
    }
  }

  /// Records `actual` as the golden `file`, or compares it with the stored one through `differ`.
  private static func compare(
    _ actual: String, file name: String, sourceLocation: SourceLocation,
    differ: (_ expected: String, _ actual: String, _ file: String) -> String?
  ) {
    let file = folder().appendingPathComponent(name)
    if recording {
      do {
        try FileManager.default.createDirectory(
          at: folder(), withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded golden \(file.path)", sourceLocation: sourceLocation)
      } catch {
        Issue.record(
          "could not write golden \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        """
        missing golden \(file.path); record it with \
        \(recordVariable)=1 swift test --filter ScreensTests, then review the file
        """, sourceLocation: sourceLocation)
      return
    }
    if let report = differ(expected, actual, name) {
      Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
    }
  }

  /// A report of the rows that differ, or nil when the texts are the same.
  ///
  /// Each differing row shows its number, the expected and actual text, and the first column
  /// (counted in characters) where they part.
  static func difference(expected: String, actual: String, name: String) -> String? {
    guard expected != actual else { return nil }
    let expectedRows = rows(expected)
    let actualRows = rows(actual)
    var report = [
      "\(name) differs from the rendering (\(recordVariable)=1 re-records it):",
      "expected \(expectedRows.count) rows, got \(actualRows.count)",
    ]
    for row in 0..<max(expectedRows.count, actualRows.count) {
      let want = row < expectedRows.count ? expectedRows[row] : nil
      let got = row < actualRows.count ? actualRows[row] : nil
      guard want != got else { continue }
      let column = firstDifference(Array(want ?? ""), Array(got ?? ""))
      report.append("row \(row), first difference at column \(column):")
      report.append("  expected: \"\(want ?? "<no row>")\"")
      report.append("  actual:   \"\(got ?? "<no row>")\"")
    }
    return report.joined(separator: "\n")
  }

  private static func rows(_ text: String) -> [String] {
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  private static func firstDifference(_ left: [Character], _ right: [Character]) -> Int {
    for index in 0..<min(left.count, right.count) where left[index] != right[index] {
      return index
    }
    return min(left.count, right.count)
  }
}

extension Pilot {
  /// Compares the screen at the pilot's size, and at `sizes` when given, with goldens `name`.
  func golden(
    _ name: String, sizes: [TerminalSize]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for size in sizes ?? [self.size] {
      Golden.check(
        app.render(size: size), name, theme: app.theme, appearance: appearance,
        sourceLocation: sourceLocation)
    }
  }
}

/// The sizes every golden is taken at.
extension TerminalSize {
  /// A common small terminal.
  static let standard = TerminalSize(columns: 80, rows: 24)
  /// A roomy terminal.
  static let large = TerminalSize(columns: 120, rows: 40)
  /// Both of them.
  static let both = [standard, large]
}
