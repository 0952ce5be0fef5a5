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
    // A cut counts characters, not bytes.
    #expect(
      TextWrap.lines("e\u{301}e\u{301}e\u{301}e\u{301}", width: 3) == [
        "e\u{301}e\u{301}e\u{301}", "e\u{301}",
      ])
    // A word of 100,000 characters is cut into as many full lines, and the last keeps the rest.
    let long = TextWrap.lines(String(repeating: "x", count: 100_003), width: 80)
    #expect(long.count == 1_251 && long.dropLast().allSatisfy { $0.count == 80 })
    #expect(long.last == "xxx")
  }

  /// An API or file-protection name longer than a line breaks after its punctuation, else
  /// between a lower-case letter and a capital, never inside a word of it.
  @Test func longNamesBreakWhereTheyReadWell() {
    #expect(
      TextWrap.lines("Fix: isURLAllowed(_:isKnownManagedAppScheme: true), then", width: 34) == [
        "Fix:", "isURLAllowed(_:", "isKnownManagedAppScheme: true),", "then",
      ])
    #expect(
      TextWrap.lines("NSFileProtectionComplete", width: 20) == ["NSFileProtection", "Complete"])
    #expect(
      TextWrap.lines("msauth.$(PRODUCT_BUNDLE_IDENTIFIER)-intunemam · bin.plist", width: 30) == [
        "msauth.$(PRODUCT_BUNDLE_", "IDENTIFIER)-intunemam ·", "bin.plist",
      ])
    // A break that would leave less than a third of the line is not taken.
    #expect(TextWrap.lines("a.bcdefghijkl", width: 9) == ["a.bcdefgh", "ijkl"])
  }

  @Test func keepsParagraphBreaks() {
    #expect(TextWrap.lines("one\n\ntwo", width: 10) == ["one", "", "two"])
  }

  @Test func spacesOnlySeparateWordsAndEveryLineBreakEndsALine() {
    #expect(TextWrap.lines("  two   spaces  ", width: 20) == ["two spaces"])
    #expect(TextWrap.lines("end\n", width: 10) == ["end", ""])
    #expect(TextWrap.lines("\n", width: 10) == ["", ""])
    #expect(TextWrap.lines("", width: 10) == [""])
    // Box drawing, Latin-1 and arrows are one column each, like the ASCII around them.
    #expect(
      TextWrap.lines("iPhone · iOS 17.5 · café ↑↓ ─", width: 12) == [
        "iPhone · iOS", "17.5 · café", "↑↓ ─",
      ])
    // A mark that joins the character before it keeps the two together, one column wide.
    #expect(TextWrap.lines("cafe\u{301} au lait", width: 4) == ["cafe\u{301}", "au", "lait"])
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
