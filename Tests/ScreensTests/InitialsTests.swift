import Testing

@testable import Screens

/// The initials on an app's icon.
@Suite struct InitialsTests {
  /// An app icon's initials: the first letters of the first two words, upper-cased, as the
  /// plain formula gives them, for names with spaces anywhere, accents and wide letters.
  @Test func initialsMatchThePlainFormula() {
    let pieces = ["contoso", " ", "  ", "notes", "é", "e\u{301}x", "漢字", "ß", "a", "Ünïcode", "🙂"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let name = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let plain = String(name.split(separator: " ").compactMap(\.first).prefix(2)).uppercased()
      #expect(initials(of: name) == plain)
    }
    #expect(initials(of: "Contoso Notes") == "CN")
  }
}
