import SessionEngine
import TerminalUI
import Testing

@testable import Screens
@testable import Strings

/// Wrapping and truncating text to terminal columns.
@Suite("Text wrap")
struct TextWrapTests {
  @Test func wrapsByWords() {
    #expect(TextWrap.lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(TextWrap.lines("fits", width: 10) == ["fits"])
  }

  @Test func everyLineFitsItsWidth() {
    let text = "Your organization now protects its data in this app. Tap OK; the app will close."
    for width in 1...40 {
      for line in TextWrap.lines(text, width: width) {
        #expect(CharacterWidth.of(text: line) <= width, "width \(width): \(line)")
      }
    }
  }

  @Test func cutsWordsLongerThanALine() {
    #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrap.lines("a verylongword b", width: 5) == ["a", "veryl", "ongwo", "rd b"])
  }

  @Test func keepsParagraphBreaks() {
    #expect(TextWrap.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
  }

  @Test func zeroWidthGivesNoLines() {
    #expect(TextWrap.lines("anything", width: 0).isEmpty)
  }

  @Test func countsCJKAtTwoColumns() {
    // Six ideographs are twelve columns: five fit in ten.
    #expect(TextWrap.lines("会議の議事録", width: 10) == ["会議の議事", "録"])
    #expect(TextWrap.lines("会議 メモ", width: 5) == ["会議", "メモ"])
    // An odd width never splits a wide character.
    #expect(TextWrap.lines("会議録", width: 3) == ["会", "議", "録"])
  }

  @Test func truncatesWithAnEllipsis() {
    #expect(TextWrap.truncate("Contoso Notes", width: 8) == "Contoso…")
    #expect(TextWrap.truncate("short", width: 8) == "short")
    #expect(TextWrap.truncate("exact", width: 5) == "exact")
    #expect(TextWrap.truncate("abc", width: 1) == ".")
    #expect(TextWrap.truncate("abc", width: 0) == "")
  }

  @Test func truncatesCJKAtItsRealWidth() {
    let cut = TextWrap.truncate("季度销售回顾", width: 7)
    #expect(cut == "季度销…")
    #expect(CharacterWidth.of(text: cut) <= 7)
    #expect(CharacterWidth.of(text: TextWrap.truncate("季度销售回顾", width: 6)) <= 6)
  }
}

/// Wrapping plain text by bytes must give exactly what wrapping by characters gives.
@Suite struct PlainTextWrapTests {
  static let texts = [
    "", "a", "Sign in to Contoso", "Your organization asks for a PIN to open its data in this app.",
    "  leading and  double  spaces ", "averyveryverylongwordthatneedscutting and more",
    "line one\nline two\n\nafter a blank line\n", "Café · “quoted” — dash… ±5 °C",
    "╭──╮ box │ drawing ╰──╯", "exactlysix six", "\n", "ends with space ", "ééééééééé ü",
  ]

  @Test func plainTextWrapsAsCharacterWrappingDoes() {
    for text in Self.texts {
      for width in 1...24 {
        #expect(
          TextWrap.lines(text, width: width) == TextWrap.characterLines(text, width: width),
          "\(text.debugDescription) at \(width)")
      }
    }
  }
}

@Suite struct HumanDurationTests {
  @Test func roundsToTheLargestWholeUnit() {
    #expect(HumanDuration.text(.seconds(1)) == "1 second")
    #expect(HumanDuration.text(.seconds(90)) == "90 seconds")
    #expect(HumanDuration.text(.seconds(5 * 60 + 10)) == "5 minutes")
    #expect(HumanDuration.text(.seconds(13 * 3600 + 10)) == "13 hours")
    #expect(HumanDuration.text(.seconds(89 * 86_400 + 3)) == "89 days")
    let german = StringTable(overrides: [.durationDays: "%d Tage", .durationSecond: "eine Sekunde"])
    #expect(HumanDuration.text(.seconds(3 * 86_400), strings: german) == "3 Tage")
    #expect(HumanDuration.text(.seconds(1), strings: german) == "eine Sekunde")
    #expect(HumanDuration.text(.seconds(2 * 3600), strings: german) == "2 hours")
  }
}

@Test func aParagraphDoesNotEndOnALoneWordWhenANarrowerMeasureAvoidsIt() {
  let text = "Type the same PIN again to confirm it."
  #expect(TextWrap.lines(text, width: 36) == ["Type the same PIN again to confirm", "it."])
  #expect(
    TextWrap.linesWithoutOrphan(text, width: 36) == ["Type the same PIN again to", "confirm it."])
  // One line, or a last word that no narrower measure can keep company, stays as it was.
  #expect(TextWrap.linesWithoutOrphan("Short.", width: 36) == ["Short."])
  #expect(TextWrap.linesWithoutOrphan("aaaa bbbb", width: 4) == ["aaaa", "bbbb"])
}

@Test func policySettingsWrapBetweenPairsAndBreakALongOneAfterItsEqualsSign() {
  let settings = [
    (name: "pinRequired", value: "true"), (name: "pinCharacterSet", value: "alphanumericAndSymbol"),
    (name: "simplePinBlocked", value: "true"),
  ]
  #expect(
    SidePanel.settingLines(settings, width: 34)
      == ["pinRequired=true", "pinCharacterSet=", "alphanumericAndSymbol", "simplePinBlocked=true"])
  #expect(
    SidePanel.settingLines(settings, width: 80)
      == ["pinRequired=true pinCharacterSet=alphanumericAndSymbol simplePinBlocked=true"])
}

/// `linesWithoutOrphan` as it is defined: every narrower measure tried with `lines`.
private func linesWithoutOrphanByTrying(_ text: String, width: Int) -> [String] {
  let full = TextWrap.lines(text, width: width)
  guard full.count >= 2, !text.contains("\n"), let last = full.last, !last.contains(" ")
  else { return full }
  var narrower = width - 1
  while narrower >= max(1, width * 3 / 4) {
    let candidate = TextWrap.lines(text, width: narrower)
    guard candidate.count == full.count else { break }
    if let end = candidate.last, end.contains(" ") { return candidate }
    narrower -= 1
  }
  return full
}

@Test func theWordWidthShortcutForOrphansAnswersAsTryingEachMeasure() {
  // Plain texts take the shortcut (word widths only); the rest must still answer the same.
  var texts = Language.allCases.flatMap { language in
    let table = StringTable(language: language)
    return StringKey.allCases.map { table.text($0) }
  }
  texts += [
    "", " ", "  two  spaces  ", "a", "abcdefghijklmnop qr", "x yz", "aaaa bbbb", "é à ü ñ words",
    "line\nbreak", "tab\there", "会議 メモ",
  ]
  var generator = SystemRandomNumberGenerator()
  let alphabet = Array("abc  dé—·xyz")
  for _ in 0..<400 {
    let count = Int.random(in: 0..<60, using: &generator)
    texts.append(String((0..<count).map { _ in alphabet.randomElement(using: &generator) ?? " " }))
  }
  for text in texts {
    for width in [1, 2, 3, 4, 7, 12, 20, 31, 44, 60] {
      #expect(
        TextWrap.linesWithoutOrphan(text, width: width)
          == linesWithoutOrphanByTrying(text, width: width), "\(width): \(text)")
    }
  }
}
