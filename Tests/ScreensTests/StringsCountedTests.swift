import SessionEngine
import TerminalUI
import Testing

@testable import Screens
@testable import Strings
@testable import Walkthrough

/// Sentences with a count read as the language says one thing when the count is 1 ("1 more
/// line", "1 day old", "your last one"), and as before from 2 on, in English and translated.
@Suite("Strings counted")
struct StringsCountedTests {
  let english = StringTable(language: .english)
  let german = StringTable(language: .german)
  let italian = StringTable(language: .italian)
  let chinese = StringTable(language: .simplifiedChinese)

  /// A policy whose PIN is a passcode (letters and symbols allowed).
  var passcodePolicy: AppProtectionPolicy {
    var policy = AppProtectionPolicy()
    policy.pinCharacterSet = .alphanumericAndSymbol
    return policy
  }

  @Test func theOneSentenceIsChosenOnlyForOne() {
    #expect(english.text(counting: 1, .panelMoreLines) == "… 1 more line")
    #expect(english.text(counting: 2, .panelMoreLines) == "… 2 more lines")
    #expect(english.text(counting: 0, .panelMoreLines) == "… 0 more lines")
    // A key without a sentence for one keeps its own.
    #expect(english.text(counting: 1, .pinLengthRequired) == "Use exactly 1 digit.")
    #expect(english.text(counting: 1, .mdxRowAdvance) == "Advance the clock 1 minutes")
  }

  @Test func eachOneSentenceTakesItsCountedSentencesArguments() throws {
    for key in StringKey.allCases {
      guard let one = key.one else { continue }
      let many = StringTemplate(try #require(StringTable.builtIn[key])).placeholders
      let single = StringTemplate(try #require(StringTable.builtIn[one])).placeholders
      // The same arguments, in order; only a last one (the count) may be left out.
      #expect(single.count >= many.count - 1, "\(one.rawValue)")
      #expect(
        zip(single, many).allSatisfy { $0.argument == $1.argument && $0.kind == $1.kind },
        "\(one.rawValue) does not take the arguments of \(key.rawValue)")
      #expect(one.one == nil && key != one, "\(key.rawValue)")
    }
  }

  @Test func everyOneSentenceIsTranslated() {
    for language in Language.allCases where language != .english {
      let translation = Translations.table(for: language)
      for key in StringKey.allCases {
        guard let one = key.one else { continue }
        #expect(translation[one] != nil, "\(one.rawValue) has no \(language.rawValue) sentence")
      }
    }
  }

  @Test func aReusedPinOrPasscodeCountsOne() {
    let pin = AppProtectionPolicy()
    #expect(
      PinWording.refusal(.reused(count: 1), strings: english, policy: pin)
        == "Choose a PIN other than your last one.")
    #expect(
      PinWording.refusal(.reused(count: 1), strings: german, policy: pin)
        == "Wählen Sie eine andere PIN als Ihre letzte.")
    #expect(
      PinWording.refusal(.reused(count: 2), strings: english, policy: pin)
        == "Choose a PIN you have not used for your last 2 PINs.")
    #expect(
      PinWording.refusal(.reused(count: 1), strings: english, policy: passcodePolicy)
        == "Choose a passcode other than your last one.")
    #expect(
      PinWording.refusal(.reused(count: 1), strings: italian, policy: passcodePolicy)
        == "Scegli un codice diverso dall'ultimo che hai usato.")
    #expect(Walkthrough.describe(.reused(count: 1)) == "it may not be the same as the last PIN.")
    #expect(
      Walkthrough.describe(.reused(count: 1), strings: german)
        == "sie darf nicht die letzte PIN sein.")
    #expect(Walkthrough.describe(.reused(count: 2)) == "it may not be one of the last 2 PINs.")
  }

  @Test func aPinOneDayOldCountsOne() {
    let pin = AppProtectionPolicy()
    #expect(
      PinWording.refusal(.expired(days: 1), strings: english, policy: pin)
        == "Your PIN is more than 1 day old. Choose a new one.")
    #expect(
      PinWording.refusal(.expired(days: 1), strings: italian, policy: pin)
        == "Il tuo PIN ha più di 1 giorno. Scegline uno nuovo.")
    #expect(
      PinWording.refusal(.expired(days: 2), strings: english, policy: pin)
        == "Your PIN is more than 2 days old. Choose a new one.")
    #expect(
      PinWording.refusal(.expired(days: 1), strings: german, policy: passcodePolicy)
        == "Ihr Code ist älter als 1 Tag. Wählen Sie einen neuen.")
    #expect(Walkthrough.describe(.expired(days: 1)) == "a PIN lasts 1 day.")
    #expect(Walkthrough.describe(.expired(days: 1), strings: italian) == "un PIN dura 1 giorno.")
    #expect(Walkthrough.describe(.expired(days: 2)) == "a PIN lasts 2 days.")
  }

  @Test func aPinOfOneCharacterCountsOne() {
    var pin = AppProtectionPolicy()
    pin.minimumPinLength = 1
    #expect(PinWording.rules(pin, strings: english).first == "Use exactly 1 digit.")
    #expect(PinWording.rules(pin, strings: german).first == "Genau 1 Ziffer.")
    var passcode = passcodePolicy
    passcode.minimumPinLength = 1
    #expect(
      PinWording.refusal(.tooShort(minimum: 1), strings: english, policy: passcode)
        == "Use at least 1 character.")
    #expect(
      PinWording.refusal(.tooShort(minimum: 1), strings: italian, policy: passcode)
        == "Usa almeno 1 carattere.")
    #expect(
      PinWording.refusal(.tooShort(minimum: 2), strings: english, policy: passcode)
        == "Use at least 2 characters.")
    #expect(Walkthrough.describe(.tooShort(minimum: 1)) == "it needs at least 1 character.")
    #expect(Walkthrough.describe(.tooShort(minimum: 1), strings: chinese) == "至少需要 1 个字符。")
    #expect(Walkthrough.describe(.tooShort(minimum: 2)) == "it needs at least 2 characters.")
    #expect(english.text(counting: 1, .walkthroughDigits) == "1 digit")
    #expect(german.text(counting: 1, .walkthroughCharacters) == "1 Zeichen")
    #expect(english.text(counting: 2, .walkthroughCharacters) == "2 characters")
  }

  @Test(arguments: [Language.english, .german])
  func oneMoreLineOfAPanelCountsOne(_ language: Language) {
    let strings = StringTable(language: language)
    let english = language == .english
    #expect(
      strings.text(counting: 1, .panelMoreLines)
        == (english ? "… 1 more line" : "… 1 weitere Zeile"))
    #expect(
      strings.text(counting: 2, .panelMoreLines)
        == (english ? "… 2 more lines" : "… 2 weitere Zeilen"))
  }

  @Test func oneLineAboveTheChecklistCountsOne() {
    var walkthrough = Walkthrough(
      kind: .firstPolicy, scenario: ScenarioLoader.embedded(), now: .zero, strings: german)
    // Some step and height leave exactly one line above the checklist's window.
    var markers: Set<String> = []
    for step in 0..<8 {
      if step > 0 { walkthrough.pass(step - 1, at: .zero) }
      for width in [25, 30, 35, 40, 50] {
        for height in 6...20 {
          let fitted = ChecklistPanel.lines(walkthrough, width: width, height: height)
          markers.formUnion(fitted.map(\.0).filter { $0.hasPrefix("↑ ") || $0.hasPrefix("↓ ") })
        }
      }
    }
    #expect(markers.contains("↑ 1 weitere Zeile oben"), "\(markers)")
    #expect(!markers.contains("↑ 1 weitere Zeilen oben"), "\(markers)")
    #expect(markers.contains("↑ 2 weitere Zeilen oben"), "\(markers)")
    #expect(english.text(counting: 1, .walkthroughMoreAbove) == "↑ 1 more line above")
    #expect(english.text(counting: 1, .walkthroughMoreBelow) == "↓ 1 more line below")
    #expect(english.text(counting: 2, .walkthroughMoreBelow) == "↓ 2 more lines below")
  }

  @Test func copyingOrPastingOneCharacterCountsOne() {
    let pilot = Pilot(strings: italian)
    pilot.toManaged()
    pilot.runtime.perform(.copy("x"), on: .app)
    pilot.toHomeWhileRunning()
    pilot.openOtherApp(managed: false)
    pilot.chooseAction(1)  // Paste
    #expect(pilot.shows("1 carattere incollato."), "\(pilot.text)")
    #expect(english.text(counting: 1, .noticeCopied) == "Copied 1 character.")
    #expect(english.text(counting: 1, .noticePasted) == "Pasted 1 character.")
    #expect(german.text(counting: 1, .noticeCopied) == "1 Zeichen kopiert.")
    #expect(english.text(counting: 2, .noticeCopied) == "Copied 2 characters.")
    #expect(
      english.text(counting: 1, .clipboardCharacterLimit)
        == "Only 1 character of your organization's data can be pasted here.")
    #expect(
      german.text(counting: 1, .clipboardCharacterLimit)
        == "Hier kann nur 1 Zeichen der Daten Ihrer Organisation eingefügt werden.")
    #expect(
      english.text(counting: 2, .clipboardCharacterLimit)
        == "Only 2 characters of your organization's data can be pasted here.")
  }

  @Test func theLastCitrixPinTryCountsOne() {
    #expect(english.text(counting: 1, .mdxDenialWrongPin) == "Wrong PIN. One try left.")
    #expect(german.text(counting: 1, .mdxDenialWrongPin) == "Falsche PIN. Noch ein Versuch.")
    #expect(german.text(counting: 2, .mdxDenialWrongPin) == "Falsche PIN. Noch 2 Versuche.")
  }

  @Test func oneQueriedOrMissingSchemeCountsOne() {
    func message(_ reason: IntegrationMessage, _ strings: StringTable) -> String {
      IntegrationText.message(reason, strings)
    }
    #expect(
      message(.sdkSchemesMissing(count: 1, total: 5, schemes: ["ms-a"]), english)
        == "1 of the 5 schemes the SDK itself queries is not listed: ms-a")
    #expect(
      message(.sdkSchemesMissing(count: 1, total: 5, schemes: ["ms-a"]), german)
        == "1 der 5 Schemata, die das SDK selbst abfragt, fehlt in der Liste: ms-a")
    #expect(
      message(.sdkSchemesMissing(count: 2, total: 5, schemes: ["ms-a", "ms-b"]), english)
        == "2 of the 5 schemes the SDK itself queries are not listed: ms-a, ms-b")
    #expect(
      message(.queriesWithinLimit(count: 1, limit: 50, linkedSDK: 17), english)
        == "1 queried scheme, within the 50 allowed when linked against iOS 17")
    #expect(
      message(.queriesWithinLimit(count: 1, limit: 50, linkedSDK: 17), italian)
        == "1 schema interrogato, entro i 50 consentiti con il collegamento a iOS 17")
    #expect(
      message(.queriesWithinLimit(count: 2, limit: 50, linkedSDK: 17), english)
        == "2 queried schemes, within the 50 allowed when linked against iOS 17")
    #expect(
      message(.queriesNoLimit(count: 1, linkedSDK: 14), german).hasPrefix(
        "1 abgefragtes Schema, und keine Grenze"))
    #expect(
      message(.queriesNoLimit(count: 2, linkedSDK: 14), english).hasPrefix("2 queried schemes,"))
    #expect(
      english.text(counting: 1, .walkthroughIntegrationMore, "x is missing", 1)
        == "x is missing (and 1 more in the report)")
    #expect(
      italian.text(counting: 1, .walkthroughIntegrationMore, "x", 1)
        == "x (e un altro nel resoconto)")
    #expect(
      italian.text(counting: 2, .walkthroughIntegrationMore, "x", 2)
        == "x (e altri 2 nel resoconto)")
  }
}
