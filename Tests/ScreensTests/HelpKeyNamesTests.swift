import SessionEngine
import Strings
import Testing

/// The F1 help names each key as the key-hint row and every other screen of its language do, so
/// a user who reads "Invio" in a hint finds it in the help.
@Suite struct HelpKeyNamesTests {
  /// Each help line and the hint that names the same key.
  static let pairs: [(help: StringKey, hint: StringKey)] = [
    (.helpTab, .hintTab), (.helpEnter, .hintEnter), (.helpEscape, .hintEscape),
    (.helpQuit, .hintQuit), (.helpCtrlC, .hintQuitMamsim), (.helpF1, .hintHelp),
    (.helpF4, .hintDevicePanel), (.helpF5, .hintAdminPanel),
  ]

  @Test(arguments: Language.allCases)
  func theHelpNamesKeysAsTheHintsDo(language: Language) {
    let strings = StringTable(language: language)
    for (help, hint) in Self.pairs {
      let helpKey = strings.text(help).split(separator: " ").first
      let hintKey = strings.text(hint).split(separator: " ").first
      #expect(helpKey == hintKey, "\(help): \(strings.text(help)) / \(strings.text(hint))")
    }
  }
}
