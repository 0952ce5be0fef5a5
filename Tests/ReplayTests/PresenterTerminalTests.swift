import Replay
import Strings
import TerminalUI
import Testing

/// The terminal of `mamsim present`: the phone above two caption rows, and a too-small message
/// that counts those rows.
struct PresenterTerminalTests {
  @Test func theCaptionGoesUnderThePhone() {
    let inner = InMemoryTerminal(size: TerminalSize(columns: 100, rows: 30))
    let presenter = PresenterTerminal(inner)
    #expect(presenter.size == TerminalSize(columns: 100, rows: 28))
    presenter.caption = ("Scene 1 of 2: Signed out", "Nobody has signed in")
    var phone = CellBuffer(size: presenter.size)
    phone.put("the phone", x: 0, y: 0)
    presenter.draw(phone)
    let rows = inner.screenText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[0].hasPrefix("the phone"))
    #expect(rows[28].hasPrefix(" Scene 1 of 2: Signed out"))
    #expect(rows[29].hasPrefix(" Nobody has signed in"))
  }

  @Test func aCaptionWiderThanTheTerminalIsShortenedBetweenWords() {
    let inner = InMemoryTerminal(size: TerminalSize(columns: 50, rows: 30))
    let presenter = PresenterTerminal(inner)
    let caption =
      "Alex is in a targeted group, so the SDK enrols and asks for a restart of the app"
    presenter.caption = ("Scene 2 of 6: The first policy arrives, and a restart", caption)
    presenter.draw(CellBuffer(size: presenter.size))
    let rows = inner.screen.text(trimmingTrailingSpaces: true)
      .split(separator: "\n", omittingEmptySubsequences: false)
    for (row, whole) in [
      (rows[28], "Scene 2 of 6: The first policy arrives, and a restart"), (rows[29], caption),
    ] {
      #expect(row.hasSuffix("…"), "\(row)")
      #expect(row.count <= 50)
      // What is left is whole words of the caption.
      let kept = row.dropFirst().dropLast()
      #expect(whole.hasPrefix(kept), "\(row)")
      #expect(whole.dropFirst(kept.count).first == " ", "cut inside a word: \(row)")
    }
  }

  @Test(arguments: [(80, 24), (41, 30), (100, 25)])
  func aTerminalTooSmallForThePhoneAndTheCaptionsSaysWhatPresentNeeds(columns: Int, rows: Int) {
    let inner = InMemoryTerminal(size: TerminalSize(columns: columns, rows: rows))
    let presenter = PresenterTerminal(inner)
    presenter.strings = StringTable(language: .english)
    presenter.draw(CellBuffer(size: presenter.size))
    let text = inner.screen.text(trimmingTrailingSpaces: true)
      .split(separator: "\n").joined(separator: " ")
    #expect(text.contains("42×26 needed"), "\(text)")
    #expect(text.contains("\(columns)×\(rows) available"), "the whole terminal: \(text)")
  }

  @Test func theSmallestTerminalThatFitsShowsThePhone() {
    let inner = InMemoryTerminal(size: PresenterTerminal.minimum)
    let presenter = PresenterTerminal(inner)
    var phone = CellBuffer(size: presenter.size)
    phone.put("the phone", x: 0, y: 0)
    presenter.draw(phone)
    #expect(inner.screenText.hasPrefix("the phone"))
  }
}
