import Screens
import TerminalUI
import Testing

/// The golden harness itself: its file text and its diff report.
@Suite("Golden harness")
struct GoldenHarnessTests {
  @Test func storedTextKeepsTrailingSpacesAndEveryRow() {
    var buffer = CellBuffer(width: 4, height: 3)
    buffer.put("ab", x: 0, y: 1)
    #expect(Golden.text(of: buffer) == "    \nab  \n    \n")
  }

  @Test func sameTextHasNoDifference() {
    #expect(Golden.difference(expected: "a\nb\n", actual: "a\nb\n", name: "x.txt") == nil)
  }

  @Test func differenceNamesRowColumnAndBothTexts() throws {
    let report = try #require(
      Golden.difference(expected: "same\nabcd\n", actual: "same\nabXd\n", name: "x-4x2.txt"))
    #expect(report.contains("x-4x2.txt"))
    #expect(report.contains("row 1, first difference at column 2"))
    #expect(report.contains("expected: \"abcd\""))
    #expect(report.contains("actual:   \"abXd\""))
    #expect(!report.contains("row 0"))
  }

  @Test func differenceInTrailingSpacesAndMissingRowsIsReported() throws {
    let spaces = try #require(Golden.difference(expected: "ab  \n", actual: "ab \n", name: "s"))
    #expect(spaces.contains("row 0, first difference at column 3"))
    let missing = try #require(Golden.difference(expected: "a\nb\n", actual: "a\n", name: "m"))
    #expect(missing.contains("expected 2 rows, got 1"))
    #expect(missing.contains("<no row>"))
  }

  @Test func goldenFilesSitNextToTheTests() {
    #expect(Golden.folder().path.hasSuffix("Tests/ScreensTests/Goldens"))
    #expect(Golden.fileName("menu", TerminalSize(columns: 80, rows: 24)) == "menu-80x24.txt")
  }
}
