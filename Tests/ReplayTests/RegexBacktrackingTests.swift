import TestSupport
import Testing

@testable import Replay

/// Regexes whose failed search would run for hours are refused where the tape writes them; the
/// regexes tapes write every day are not.
@Suite(.scratchFolder) struct RegexBacktrackingTests {
  /// Shapes that are refused: the ones that made a failed `Expect` on the sign-in screen run
  /// past ten seconds (most of them for good), and others of the same kinds.
  static let refused = [
    #"(.*)*zzz"#, #"(.+)+zzz"#, #"(\w+\s?)+zzz"#, #"[\s\S]*[\s\S]*zzz"#, #".*.*.*.*.*zzz"#,
    #"[^z]*[^z]*zzz"#, #"(?s).*.*zzz"#, #"\s*\s*\s*\s*zzz"#, #"(\d+){2,}"#, #"(?:a|b+)*c"#,
    #"x(?i)a*(?#note)A*"#, #"\p{L}+\p{Lu}+"#, #"a*?a+"#, #"(.|\s)*zzz"#, #"(a|b|.)*zzz"#,
    #"(a|ab)*c"#, #".*\b.*\b.*zzz"#, #"^a*$a*"#, #"( ?){25} {25}zzz"#, #"(\s?){30}zzz"#,
    #" ? ? ? ? ? ? ? ? ?z"#, #"(?:a?b?)*c"#, #"(?:.|\s)*zzz"#, #"(?<n>.|\s)*zzz"#,
    #"[\s\S]*e[\s\S]+\wzzz"#, #"o+(?<g>[\s\S]{3}\s?)*.{12}\d{3}zzz"#, #"(?s).*e.*zzz"#,
    #"[^x]*a[^x]*"#, #"[\s\S]*?(?:[^x]{2,}[\s\S]{12})\d{1,5}\bzzz"#,
    #"[\s\S]*?(\W*?o{3}\s{1,5})??.{1,5}zzz"#, #"( [\s\S]*|\p{L}*eSigno\.|│){4}.[a-z]{4}zzz"#,
    #" .* .* .* .* .*Q"#, #".* .* .*Q"#, #".+\s(.+)\s.+Q"#, #"(?i).*  .*?  .*zzz"#,
    #"(?<a>.*) (?<b>.*) (?<c>.*)Q"#, #".*─.*─.*Q"#, #".*--.*--.*Q"#,
    // With any text between them that each can take, not only spaces or a border's line: a
    // screen can show that text over and over (on one line of 300 of it, o.*o.*o.*zzz
    // searched for 30 s and \w*x\w*x\w*Q for 40 s).
    #"o.*o.*o.*zzz"#, #".*, .*, .*Q"#, #".*│.*│.*Q"#, #"\w*x\w*x\w*Q"#, #".*a.*a.*$"#,
  ]

  /// Repeats that meet once what lies between them matches nothing (`x*`, `-?`, `(?:)`, an
  /// anchor, an optional group), each refused with what it is; all of them searched a screen
  /// for minutes before they were (` *x* *x* *x* *x* *x* *x*!` passed `mamsim check`).
  static let refusedThroughNothing: [(source: String, problem: String)] = [
    (#" *x* *x* *x* *x* *x* *x*!"#, #"" *" and " *" can take the same characters, and what lies"#),
    (#" *-* *-* *-* *-*!"#, #"" *" and " *" can take the same characters"#),
    (#"a*b*c*d*e*a*b*c*d*e*"#, "a* and a* can take the same characters"),
    (#" *(?:) *!"#, #"" *" and " *" can take"#), (#" *(?:x)? *!"#, #"" *" and " *" can take"#),
    (#" *(?:x*) *!"#, #"" *" and " *" can take"#), (#" *\b *!"#, #"" *" and " *" can take"#),
    (#" *(?=x) *!"#, #"" *" and " *" can take"#), (#" *(?>x*) *!"#, #"" *" and " *" can take"#),
    (#"Total: *\d* *x"#, #"" *" and " *" can take"#),
    (#" ?x? ?x? ?x? ?x? ?x? ?x? ?x? ?x?!"#, "8 elements in a row that may or may not match"),
    (#".* x? .* x? .*Q"#, ".*, .*, .* are 3 unlimited repeats in a row"),
    (#".* \d* .* \d* .*Q"#, ".*, .*, .* are 3 unlimited repeats in a row"),
    (#".* (?:x|) .* (?:y|) .*Q"#, ".*, .*, .* are 3 unlimited repeats in a row"),
    (#".* (?:x)? .* (?:y)? .*Q"#, ".*, .*, .* are 3 unlimited repeats in a row"),
    (#".* (?>x*) .* (?>x*) .*Q"#, ".*, .*, .* are 3 unlimited repeats in a row"),
  ]

  /// Shapes that end quickly, or are no risk.
  static let accepted = [
    #"\s*\d+"#, #"Total: *\d+"#, #"\d{2,}x"#, #"(?>\w+)+zzz"#,
    #"\w++\w++"#, #"(ab)?c"#, #"› P Groceries.*\n.*P Running plan"#,
    #"[a-z]+[0-9]*"#, #"x{,3}y"#, #"a{2}a{3}"#, #"\Q.*\E.*"#, #"[*+]+x"#, #"\(a+\)+"#, #"a{"#,
    #"(?<name>\d+) (\k<name>)"#, #"(Sign|Signed) in"#, #"(ab|cd)+"#, #"(\s|\S)*zzz"#,
    #"(?=.*a)(?=.*b).*zzz"#, #"P (Groceries|Running)"#, #"(?>a|ab)*c"#, #"(\d+\.){3}\d+"#,
    #"colou?r"#, #"\d?\d"#, #" ? ? ?x"#, #"(a|)*b"#, #"(?i)abc"#, #"Name:\s*Alex\s*Smith"#,
    #".*e.*zzz"#, #"Title[\s\S]*Footer"#, #".* .*Q"#, #"\S+ \S+ \S+ \S+Q"#,
    #"Name: .* Value: .* Unit: .*"#, #"(?>.*) (?>.*) .*Q"#, #"(?=.* )(?=.* ).* .*Q"#,
    #".*, .*, .*"#, #".*│.*│.*"#, #" *x+ *!"#, #"a*b*c*d*e*"#, #"\w*x\w*x\w*"#,
    #"(?:ab)? *x"#, #"a*Ab*Bc*Ca*Ab*B"#, #"(?:a|b|c|d)(?:a|b|c|d)"#,
  ]

  @Test func refusesRepeatsThatBacktrackForHours() {
    for source in Self.refused {
      let problem = TextPattern.validate(source)
      #expect(problem != nil, "/\(source)/")
      #expect(TextPattern.regex(source).compiled() == nil, "/\(source)/ is never run")
    }
  }

  @Test func seesThroughWhatCanMatchNothing() {
    for (source, problem) in Self.refusedThroughNothing {
      let found = TextPattern.validate(source)
      #expect(found?.hasPrefix(problem) == true, "/\(source)/: \(found ?? "accepted")")
      #expect(TextPattern.regex(source).compiled() == nil, "/\(source)/ is never run")
    }
    let advice = TextPattern.validate(#" *x* *!"#)
    #expect(advice?.contains(#"write " *x+ *""#) == true)
    #expect(TextPattern.validate(#" *x+ *!"#) == nil, "the advice is taken")
  }

  @Test func acceptsRepeatsThatEndQuickly() {
    for source in Self.accepted {
      #expect(TextPattern.validate(source) == nil, "/\(source)/")
    }
  }

  /// Counted groups whose length varies and whose rounds can take each other's characters. An
  /// outside tester's `(a+){10}Z` and `(.*a){15}Z` passed the guard, and a failed search of a
  /// line of 36 typed a's ran for hours (`(a+){10}Z`: 4 s at 20 a's, 25 s at 24).
  static let refusedCountedGroups = [
    #"(a+){10}Z"#, #"(.*a){15}Z"#, #"(a+){2}Z"#, #"(.*a){2}Z"#, #"(\d+){3}"#, #"(.* ){3}"#,
    #"(a+a){3}"#, #"(\s*\w+){3}"#, #"((.*a){2}\n){2}"#, #"(?:y|.*x){2}"#, #"(?i)(A+){3}"#,
    #"(?<n>\w+){4}"#, #"(?:x(?:.*a){2}){2}"#,
  ]

  /// Three unlimited repeats or more with text between them that each can take, whatever the
  /// text. The tester's `.*a.*a.*a.*a.*a.*a.*a.*a.*Z` passed the guard, which knew only spaces
  /// and a border's line as text a screen shows over and over.
  static let refusedChainsThroughText = [
    #".*a.*a.*a.*a.*a.*a.*a.*a.*Z"#, #".*a.*a.*Z"#, #".*Sign in.*Sign in.*Z"#,
    #".*a{3}.*a{3}.*Z"#, #".*(ab)+.*(ab)+.*Z"#, #".*\d.*\d.*Z"#, #"(?i).*A.*a.*Z"#,
  ]

  /// Their neighbours that end quickly: regexes tapes write, counted groups whose rounds each
  /// end with a character their repeats cannot take, the rewrites the refusals advise, two
  /// repeats, and a third that ends the regex.
  static let acceptedNeighbours = [
    #"Sign in"#, #"T\+\d+s"#, #".*managed.*"#, #"alex@contoso\.com .* managed"#,
    #"(Enter|Set) your PIN"#, #"\d{4}"#, #"[A-Z][a-z]+ Notes"#, #".*a.*Z"#,
    #"(\d{1,3}\.){3}\d{1,3}"#, #"(ab?){4}Z"#, #"(\w+ ){3}Z"#, #"(a+b){10}Z"#, #"(x\d+){2}Z"#,
    #"(?:-[a-z]*x){2}Z"#, #"(a|b){3}Z"#, #"(?>a+){10}Z"#, #"a{10,}Z"#, #"([^a\n]*a){15}Z"#,
    #"[^a\n]*a[^a\n]*a.*Z"#, #".*a.*a.*"#,
  ]

  @Test func refusesCountedGroupsWhoseRoundsOverlap() {
    for source in Self.refusedCountedGroups {
      let problem = TextPattern.validate(source)
      #expect(
        problem?.contains("repeats a group whose length varies, and each round can take") == true,
        "/\(source)/: \(problem ?? "accepted")")
      #expect(TextPattern.regex(source).compiled() == nil, "/\(source)/ is never run")
    }
    let problem = TextPattern.validate(#"(a+){10}Z"#)
    #expect(problem?.hasPrefix("(a+){10} repeats a group whose length varies") == true)
    #expect(problem?.contains("write a{10,}") == true)
  }

  @Test func refusesThreeRepeatsWithTextBetweenThatEachCanTake() {
    for source in Self.refusedChainsThroughText {
      let problem = TextPattern.validate(source)
      #expect(
        problem?.contains("3 unlimited repeats in a row") == true,
        "/\(source)/: \(problem ?? "accepted")")
      #expect(TextPattern.regex(source).compiled() == nil, "/\(source)/ is never run")
    }
    let problem = TextPattern.validate(#".*a.*a.*a.*a.*a.*a.*a.*a.*Z"#)
    #expect(problem?.hasPrefix(".*, .*, .* are 3 unlimited repeats in a row") == true)
    #expect(problem?.contains(#"write [^a\n]*a[^a\n]*a.*"#) == true)
  }

  @Test func acceptsTheirNeighboursWhichEndQuickly() {
    let clock = ContinuousClock()
    // Screens of the default size (80 × 24) showing one text over and over, as a field of
    // typed characters does: a failed search of each ends well within the bound.
    let screens = ["a", "1.", "ab", "x1", "a "].map { unit in
      let line = String(String(repeating: unit, count: 80).prefix(80))
      return Array(repeating: line, count: 24).joined(separator: "\n")
    }
    for source in Self.acceptedNeighbours {
      #expect(TextPattern.validate(source) == nil, "/\(source)/")
      let pattern = TextPattern.regex(source)
      let elapsed = clock.measure {
        for screen in screens { _ = pattern.matches(screen) }
      }
      #expect(elapsed < HangGuard.limit, "/\(source)/ took \(elapsed)")
    }
  }

  @Test func theTestersTapesAreRefusedAtTheirRegex() throws {
    // Only read, never played: were the regex let through, the play would search for hours.
    let typed = "Wait /Sign in/\nType \"" + String(repeating: "a", count: 36) + "\"\n"
    let tapes = [
      (#"(a+){10}Z"#, "(a+){10} repeats a group whose length varies"),
      (#"(.*a){15}Z"#, "(.*a){15} repeats a group whose length varies"),
      (#".*a.*a.*a.*a.*a.*a.*a.*a.*Z"#, ".*, .*, .* are 3 unlimited repeats in a row"),
    ]
    for (source, problem) in tapes {
      let text = typed + "Expect /\(source)/\n"
      let loaded = TapeLoader.load(text: text, file: "t.tape", folder: ".")
      guard case .failure(let failure) = loaded else {
        Issue.record("/\(source)/ is let through")
        continue
      }
      let error = try #require(failure.errors.first)
      #expect(failure.errors.count == 1)
      #expect(error.location == SourceLocation(file: "t.tape", line: 3, column: 8))
      #expect(error.message.contains(problem), "\(error.message)")
    }
  }

  @Test func aCharacterTakesWhatTheRegexEngineSays() {
    // Printable ASCII is read from its byte; the same character written as an escape is asked
    // of the engine.
    for byte in UInt8(0x20)..<0x7F {
      let character = String(UnicodeScalar(byte))
      guard !#"\^$.|?*+()[]{}#"#.contains(character) else { continue }
      let hex = String(byte, radix: 16)
      for options in ["", "(?i)", "(?is)"] {
        #expect(
          RegexBacktracking.takes(character, options: options)
            == RegexBacktracking.takes("\\x{\(hex)}", options: options),
          "\(character) under \(options)")
      }
    }
  }

  @Test func lettersInEitherCaseAreSharedUnderIgnoreCase() {
    #expect(TextPattern.validate("x[a-c]*[A-C]*") == nil)
    #expect(TextPattern.validate("x[a-c]*[A-C]*", caseInsensitive: true) != nil)
    #expect(TextPattern.regex("x[a-c]*[A-C]*", caseInsensitive: true).compiled() == nil)
  }

  @Test func sayWhichRepeatsAndHowToWriteThemInstead() {
    let nested = TextPattern.validate(#"Total (\w+ ?)+$"#)
    #expect(nested?.hasPrefix(#"(\w+ ?)+ repeats a group whose length varies"#) == true)
    #expect(nested?.contains(#"write [\w ]+"#) == true)
    let adjacent = TextPattern.validate(#"Total: \s*\s*\d"#)
    #expect(adjacent?.hasPrefix(#"\s* and \s* follow each other"#) == true)
    #expect(adjacent?.contains("keep one") == true)
    let chained = TextPattern.validate(#"Total .* .*? .+$"#)
    #expect(chained?.hasPrefix(".*, .*?, .+ are 3 unlimited repeats in a row") == true)
    #expect(chained?.contains(#"write \S* \S* .*"#) == true)
    #expect(TextPattern.validate(#"Total \S* \S* .*$"#) == nil, "the advice is taken")
  }

  @Test func readsAnySourceToItsEnd() {
    // Sources the regex engine may or may not accept, made of its syntax: the reader ends on
    // each (a loop that did not move on would hang here) and never traps.
    let alphabet = Array(#"()[]{}*+?|\.^$ab1,:<>!=#-iQEpkx"#)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<3_000 {
      var source = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 58) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        source.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      _ = RegexBacktracking.problem(source)
    }
  }

  @Test func aRefusalThroughNothingIsAtThePatternsColumn() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("t.tape", "Wait /Sign in/\nWait@1s / *x* *x* *x* *x* *x* *x*!/\n")
    let result: TapeResult? = scratch.run("t.tape")
    let diagnostic = try #require(result?.diagnostics.first)
    #expect(diagnostic.location.line == 2)
    #expect(diagnostic.location.column == 9)
    #expect(diagnostic.message.contains(#"" *" and " *" can take the same characters"#))
    #expect(result?.failures.isEmpty == true)
  }

  @Test func aTapeFullOfLongRegexesIsCheckedWithoutHanging() {
    // 300 regexes of about 990 characters, each of 90 groups of alternatives that share
    // no character: the guard once compiled a regex for each pair of alternatives (minutes
    // for such a tape); it learns what each element takes once.
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var tape = ""
    for line in 0..<300 {
      let last = letters[line % letters.count]
      tape += "Wait /" + String(repeating: "(?:a|b|c|d)", count: 89) + "(?:\(last)|e)x/\n"
    }
    let clock = ContinuousClock()
    var loaded: Result<Tape, TapeLoadFailure>?
    let elapsed = clock.measure {
      loaded = TapeLoader.load(text: tape, file: "t.tape", folder: ".")
    }
    #expect(elapsed < HangGuard.limit)
    if case .success(let read) = loaded {
      #expect(read.warnings.isEmpty)
    } else {
      Issue.record("the tape is refused: \(String(describing: loaded))")
    }
  }

  @Test func aTapeWithSuchARegexIsRefusedAtItsPlaceAndNothingRuns() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("t.tape", "Wait /Sign in/\nExpect /(\\w+\\s?)+zzz/\n")
    let result: TapeResult? = scratch.run("t.tape")
    let diagnostic = try #require(result?.diagnostics.first)
    #expect(diagnostic.location.line == 2)
    #expect(diagnostic.location.column == 8)
    #expect(diagnostic.message.contains("repeats a group whose length varies"))
    // Refused while reading, so no screen was searched (that search would take hours).
    #expect(result?.failures.isEmpty == true)
  }
}
