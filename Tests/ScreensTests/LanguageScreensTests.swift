import Screens
import SessionEngine
import TerminalUI
import Testing
@testable import Strings

/// Every screen in every language at 80×24 and 100×30: each row exactly as wide as the terminal,
/// boxes closed on both sides, no raw key on screen; and goldens of the key screens per language.
@Suite("Screens in every language")
struct LanguageScreensTests {
  static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30),
  ]

  /// The screens with a golden per language.
  static let keyScreens = [
    "app-sign-in", "restart-alert", "set-pin-choose", "block-jailbroken", "walkthrough-explained",
  ]

  /// Key names as they could leak onto a screen when a sentence is missing.
  static let rawKeys = StringKey.allCases.map(\.rawValue).filter { $0.contains("_") }

  @Test(arguments: Language.allCases)
  func everyRowOfEveryScreenFitsTheTerminal(_ language: Language) {
    for tour in ScreenTour.all {
      for size in Self.sizes {
        let pilot = tour.pilot(language, size: size)
        let screen = pilot.screen
        let place = "\(tour.name) in \(language.rawValue) at \(size.columns)×\(size.rows)"
        #expect(screen.lines.count == size.rows, "\(place)")
        for (row, line) in screen.lines.enumerated() {
          #expect(
            CharacterWidth.of(text: line) == size.columns,
            "\(place), row \(row) is \(CharacterWidth.of(text: line)) columns: \(line)")
        }
        for problem in Self.openBoxes(screen) { Issue.record("\(place): \(problem)") }
        let text = screen.text(trimmingTrailingSpaces: true)
        if tour.name == "store-error" {
          #expect(pilot.app.currentScreen.identity == "mamsim.storeError", "\(place)")
        }
        for key in Self.rawKeys where text.contains(key) {
          Issue.record("\(place) shows the key \(key)")
        }
      }
    }
  }

  @Test(arguments: Language.allCases)
  func theTooSmallNoticeFitsInEveryLanguage(_ language: Language) {
    for size in [TerminalSize(columns: 30, rows: 10), TerminalSize(columns: 60, rows: 12)] {
      let pilot = Pilot(size: size, strings: StringTable(language: language))
      pilot.passSplash()
      let text = pilot.screen.text(trimmingTrailingSpaces: true)
      #expect(text.contains("F1") && text.contains("Ctrl+C"), "\(language.rawValue): \(text)")
      for line in pilot.screen.lines {
        #expect(CharacterWidth.of(text: line) == size.columns, "\(language.rawValue): \(line)")
      }
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func keyScreensAreTranslated(_ language: Language) {
    for tour in ScreenTour.all where Self.keyScreens.contains(tour.name) {
      let size = Self.sizes[0]
      let english = tour.pilot(.english, size: size).screen.text(trimmingTrailingSpaces: true)
      let translated = tour.pilot(language, size: size).screen.text(trimmingTrailingSpaces: true)
      #expect(english != translated, "\(tour.name) looks the same in \(language.rawValue)")
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func keyScreenGoldens(_ language: Language) {
    for tour in ScreenTour.all where Self.keyScreens.contains(tour.name) {
      let pilot = tour.pilot(language, size: Self.sizes[0])
      pilot.golden("\(tour.name)-\(language.rawValue)", sizes: Self.sizes)
    }
  }

  @Test func anOpenBoxIsFound() {
    var screen = CellBuffer(size: TerminalSize(columns: 10, rows: 4))
    screen.put("╭──╮", x: 1, y: 0, style: CellStyle())
    screen.put("│  │", x: 1, y: 1, style: CellStyle())
    screen.put("│  好", x: 1, y: 2, style: CellStyle())
    screen.put("╰──╯", x: 1, y: 3, style: CellStyle())
    #expect(Self.openBoxes(screen) == ["the box at 1,0 is open at 4,2"])
  }

  /// Where a box drawn with `╭╮╰╯` is not closed: a side that is not `│` on some row.
  static func openBoxes(_ screen: CellBuffer) -> [String] {
    var problems: [String] = []
    let size = screen.size
    for top in 0..<size.rows {
      for left in 0..<size.columns where screen[left, top].text == "╭" {
        guard
          let right = ((left + 1)..<size.columns).first(where: { screen[$0, top].text == "╮" }),
          let bottom = ((top + 1)..<size.rows).first(where: { screen[left, $0].text == "╰" })
        else { continue }
        guard screen[right, bottom].text == "╯" else {
          problems.append("the box at \(left),\(top) has no ╯ at \(right),\(bottom)")
          continue
        }
        for row in (top + 1)..<bottom {
          for column in [left, right] where screen[column, row].text != "│" {
            problems.append("the box at \(left),\(top) is open at \(column),\(row)")
          }
        }
      }
    }
    return problems
  }
}
