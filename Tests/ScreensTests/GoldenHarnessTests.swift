import Screens
import SessionEngine
import TerminalUI
import Testing

/// The golden harness itself: its text and style files and their diff reports.
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
    let size = TerminalSize(columns: 80, rows: 24)
    #expect(Golden.folder().path.hasSuffix("Tests/ScreensTests/Goldens"))
    #expect(Golden.fileName("menu", size) == "menu-80x24.txt")
    #expect(Golden.styleFileName("menu", size, .light) == "menu-80x24.style.txt")
    #expect(Golden.styleFileName("menu", size, .dark) == "menu-80x24.dark.style.txt")
  }

  // MARK: - Styles

  /// A 4×2 buffer: a focused button over plain text, then PIN-box text in the accent.
  static func styled(accent: RGBColor = Theme.systemLight.accent) -> (CellBuffer, Theme) {
    var theme = Theme.systemLight
    theme.accent = accent
    var buffer = CellBuffer(width: 4, height: 2, style: theme.style(.text, on: .sdk))
    buffer.put("OK", x: 0, y: 0, style: theme.style(.buttonFocused, on: .sdk))
    buffer.put("●", x: 1, y: 1, style: theme.style(.pinBox, on: .sdk))
    return (buffer, theme)
  }

  @Test func styleTextNamesEachStyleByTheThemesRolesThenALetterACell() throws {
    let (buffer, theme) = Self.styled()
    let text = try #require(GoldenStyle.text(of: buffer, theme: theme, title: "t"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasPrefix("#")
    }
    #expect(
      lines == [
        "A: fg sdkBackground #FFFFFF, bg accent #0066CC, bold",
        "B: fg sdkForeground #000000, bg sdkBackground #FFFFFF",
        "C: fg accent #0066CC, bg sdkBackground #FFFFFF",
        "", "AABB", "BCBB", "",
      ])
    let cells = try #require(GoldenStyle.cells(of: text))
    #expect(cells[1][1] == "fg accent #0066CC, bg sdkBackground #FFFFFF")
    #expect(cells.map(\.count) == [4, 4])
  }

  @Test func aColourNoRoleHasIsWrittenInHexAndAttributesInWords() {
    let style = CellStyle(
      foreground: .rgb(RGBColor(red: 1, green: 2, blue: 3)), background: .default,
      bold: true, underline: true, reverse: true, dim: true)
    #expect(
      GoldenStyle.describe(style, theme: .systemLight)
        == "fg #010203, bg default, bold, underline, reverse, dim")
  }

  @Test func styleDifferenceNamesRowColumnsCharactersAndBothStylesInWords() throws {
    let (buffer, theme) = Self.styled()
    let (red, redTheme) = Self.styled(accent: RGBColor(red: 0xAA, green: 0, blue: 0))
    let expected = try #require(GoldenStyle.text(of: buffer, theme: theme, title: "t"))
    let actual = try #require(GoldenStyle.text(of: red, theme: redTheme, title: "t"))
    #expect(
      GoldenStyle.difference(expected: expected, actual: expected, buffer: buffer, name: "s")
        == nil)
    let report = try #require(
      GoldenStyle.difference(expected: expected, actual: actual, buffer: red, name: "s.style.txt"))
    #expect(report.contains("s.style.txt differs"))
    #expect(report.contains("3 cells have another style:"))
    #expect(
      report.contains(
        """
        row 0, columns 0-1 "OK":
          expected: fg sdkBackground #FFFFFF, bg accent #0066CC, bold
          actual:   fg sdkBackground #FFFFFF, bg accent #AA0000, bold
        """))
    #expect(
      report.contains(
        """
        row 1, column 1 "●":
          expected: fg accent #0066CC, bg sdkBackground #FFFFFF
          actual:   fg accent #AA0000, bg sdkBackground #FFFFFF
        """))
    #expect(!report.contains("row 1, column 0"))
  }

  @Test func aStyleFileOfAnotherSizeOrUnreadableIsReported() throws {
    let (buffer, theme) = Self.styled()
    let actual = try #require(GoldenStyle.text(of: buffer, theme: theme, title: "t"))
    let short = try #require(
      GoldenStyle.difference(
        expected: "A: fg default, bg default\n\nAAAA\n", actual: actual, buffer: buffer,
        name: "s"))
    #expect(short.contains("expected 4x1 cells, got 4x2"))
    let unknown = try #require(
      GoldenStyle.difference(
        expected: "A: fg default, bg default\n\nAAAA\nAAAZ\n", actual: actual, buffer: buffer,
        name: "s"))
    #expect(unknown.contains("cannot be read"))
  }

  /// The stored goldens themselves catch a changed colour: the PIN screen drawn with a wrong
  /// accent differs from `set-pin-choose-80x24.style.txt` in the PIN boxes and the button.
  @Test func aWrongAccentIsReportedAgainstTheStoredGolden() throws {
    let pilot = Pilot { $0.app.settings.accentColor = RGBColor(hex: "#FF00FF") }
    pilot.toSetPin()
    pilot.type("25")
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    let buffer = pilot.screen
    let name = Golden.styleFileName("set-pin-choose", buffer.size, .light)
    let expected = try String(
      contentsOf: Golden.folder().appendingPathComponent(name), encoding: .utf8)
    let actual = try #require(
      GoldenStyle.text(
        of: buffer, theme: pilot.app.theme,
        title: "Styles of \(Golden.fileName("set-pin-choose", buffer.size)), light"))
    let report = try #require(
      GoldenStyle.difference(expected: expected, actual: actual, buffer: buffer, name: name))
    #expect(report.contains("expected: fg accent #0066CC"))
    #expect(report.contains("actual:   fg accent #FF00FF"))
    // The same drawing in the right accent matches, so it is the accent the report is about.
    let right = Pilot()
    right.toSetPin()
    right.type("25")
    let same = try #require(
      GoldenStyle.text(
        of: right.screen, theme: right.app.theme,
        title: "Styles of \(Golden.fileName("set-pin-choose", buffer.size)), light"))
    #expect(
      GoldenStyle.difference(expected: expected, actual: same, buffer: right.screen, name: name)
        == nil)
  }
}
