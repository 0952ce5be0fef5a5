import Foundation
import SessionEngine
import Testing

@testable import Replay

/// The tape reader's shortcuts of issue 18's sixth round against the plain answers, on the
/// shipped tapes' lines, on cut and garbled copies of them (non-ASCII text, carriage returns,
/// tabs, comments, `+`, `@`) and on VHS syntax.
@Suite struct TapeParseFastPathTests {
  /// The text of every shipped tape.
  static var shippedTexts: [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../replays").standardized
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".tape") }.compactMap { name in
      try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
  }

  /// Lines written by hand: VHS syntax, several commands on a line, comments, odd spacing.
  static let handLines = [
    "Type \"hi\" Sleep .5 Enter", "Ctrl+C", "Alt+x Shift+Tab", "Type@.2'text'", "Enter 3",
    "Wait+Screen@5s /Ready/", "Wait+Line /x/", "Sleep 1#pause", "Enter# go", "Output demo#1.cast",
    "Set Theme { \"name\": \"x\" }", "Set Width 1200", "Set Padding 2em", "Set LoopOffset 20 %",
    "\tType\t\"tab\"", "Type \"·\" # comment", "Wait /alex@contoso.com · ma/", "Expect /› P/",
    "Typé \"x\"", "Wait /é/é", "Type \"e\u{301}\"", "Ty\u{301}pe", "Type \"👍🏽\"", "F5", "F13",
    "Ctrl+@", "Copy \"a\" Paste", "Env NAME \"value\"", "Hide Type \"secret\" Show",
    "Expect Event policyRequest 100", "Device online false", "Mdx Admin appLock", "\u{A0}Enter",
    "Enter\u{2003}Tab", "Sleep\u{3000}2s", "Set\u{85}Width 1", "Enter\r", "Type \"a\r\nb\"",
  ]

  /// Shipped lines, hand-written lines, and copies cut at random places and garbled with
  /// characters the fast paths treat specially.
  static func lines(seed: UInt64 = 18, copies: Int = 6) -> [String] {
    var generator = SplitMix64(seed: seed)
    let shipped = shippedTexts.flatMap { $0.split(separator: "\n").map(String.init) }
    var lines = shipped + handLines
    let inserts: [Character] = [
      " ", "\t", "#", "@", "+", "/", "\"", "'", "`", "{", "}", "·", "›", "é", "\u{301}", "\r",
      "\r\n", "\u{A0}", "\u{2028}", "\u{85}", "👍", "\u{200D}", "\u{0B}", "A", "9", ".",
    ]
    for line in shipped + handLines {
      var characters = Array(line)
      for _ in 0..<copies {
        var copy = characters
        if !copy.isEmpty, Bool.random(using: &generator) {
          copy = Array(copy.prefix(Int.random(in: 0..<copy.count, using: &generator)))
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
          let at = Int.random(in: 0...copy.count, using: &generator)
          copy.insert(inserts.randomElement(using: &generator) ?? " ", at: at)
        }
        lines.append(String(copy))
        characters.shuffle(using: &generator)
      }
    }
    return lines
  }

  @Test func outputPlacePartsAreThoseOfTheCharacterSplit() {
    var generator = SplitMix64(seed: 6)
    var paths = [
      "snapshots/a.txt", "./a/./b", "a//b/", "/", "", ".", "..", "a/../b", "é/x", "a/\u{301}b",
      "a/\u{301}", "x/·/y", "a\r\n/b", "./", "a/.", ".a/b.",
    ]
    let pieces = ["a", "b", ".", "..", "/", "//", "é", "\u{301}", "·", "snap", "\r\n", " "]
    for _ in 0..<3000 {
      paths.append(
        (0..<Int.random(in: 0...7, using: &generator)).map { _ in
          pieces.randomElement(using: &generator) ?? "a"
        }.joined())
    }
    for path in paths {
      let bytes = Array(path.utf8)
      let fast = TapeOutputRules.placeParts(of: path, bytes: bytes).map { part in
        String(decoding: bytes[part.start..<part.end], as: UTF8.self)
      }
      let plain = TapeOutputRules.placePartsByCharacters(of: path).map(String.init)
      #expect(fast == plain, "\(path.debugDescription)")
    }
  }

  @Test func plainWordHeadsAreThoseOfTheCharacterSplit() {
    var words = Self.lines().flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    words += ["Wait", "Ctrl+C", "Ctrl+@", "Type@2s", "+", "@", "a+b@c", "é", "É+x@1", ""]
    var compared = 0
    for word in words {
      let fast = TapeCommandHead(word, column: 3)
      let plain = TapeCommandHead(characters: word, column: 3)
      #expect(fast.name == plain.name, "\(word.debugDescription)")
      #expect(fast.column == plain.column)
      #expect(fast.modifier?.text == plain.modifier?.text)
      #expect(fast.modifier?.column == plain.modifier?.column)
      #expect(fast.duration?.text == plain.duration?.text)
      #expect(fast.duration?.column == plain.duration?.column, "\(word.debugDescription)")
      compared += 1
    }
    #expect(compared > 2000)
  }

  @Test func decodedScalarsAreThoseOfTheScalarView() {
    var compared = 0
    for line in Self.lines() {
      let substring = line[...]
      let plain =
        TapeTokenizer.isOneScalarPerCharacter(substring) ? Array(substring.unicodeScalars) : nil
      #expect(TapeTokenizer.oneScalarPerCharacterScalars(substring) == plain, "\(line)")
      // A line inside a larger text, as the parser hands them over.
      let inner = "x\(line)y".dropFirst().dropLast()
      let innerPlain =
        TapeTokenizer.isOneScalarPerCharacter(inner) ? Array(inner.unicodeScalars) : nil
      #expect(TapeTokenizer.oneScalarPerCharacterScalars(inner) == innerPlain)
      compared += 1
    }
    #expect(compared > 2000)
  }

  @Test func scalarLinesTokenizeAsCharacters() {
    var compared = 0
    for line in Self.lines() where !line.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let scalars = TapeTokenizer.oneScalarPerCharacterScalars(line[...]) else { continue }
      let fast = TapeFastPathTests.tokens { () throws(TapeTokenizer.Failure) in
        try TapeTokenizer.tokenize(units: scalars)
      }
      let plain = TapeFastPathTests.tokens { () throws(TapeTokenizer.Failure) in
        try TapeTokenizer.tokenize(units: Array(line))
      }
      #expect(fast == plain, "\(line)")
      compared += 1
    }
    #expect(compared > 100)
  }

  @Test func asciiScalarPropertiesAreTheTables() {
    for value in UInt32(0)...0x2FF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(scalar.isWhitespace == scalar.properties.isWhitespace, "\(value)")
      #expect(scalar.isLetter == Character(scalar).isLetter, "\(value)")
    }
  }

  @Test func wordAtATimeLineSplitFindsTheCharacterLines() {
    var texts = Self.shippedTexts
    let lines = Self.lines(copies: 2)
    var generator = SplitMix64(seed: 50)
    for _ in 0..<300 {
      let count = Int.random(in: 0...12, using: &generator)
      let separators = ["\n", "\n", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", ""]
      texts.append(
        (0..<count).map { _ in
          (lines.randomElement(using: &generator) ?? "")
            + (separators.randomElement(using: &generator) ?? "\n")
        }.joined())
    }
    for text in texts {
      let plain = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      #expect(TapeParser.lines(of: text) == plain, "\(text.debugDescription)")
    }
  }

  @Test func byteRangeLinesAreTheSplitLinesAndTokenizeAlike() {
    var texts = Self.shippedTexts
    let lines = Self.lines(copies: 2)
    var generator = SplitMix64(seed: 60)
    for _ in 0..<300 {
      let separators = ["\n", "\n", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\t"]
      texts.append(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          (lines.randomElement(using: &generator) ?? "")
            + (separators.randomElement(using: &generator) ?? "\n")
        }.joined())
    }
    var tokenizedInPlace = 0
    for text in texts {
      let plain = TapeParser.lines(of: text)
      let ranges = TapeLines(text)
      #expect(ranges.count == plain.count, "\(text.debugDescription)")
      for (index, line) in plain.enumerated() where index < ranges.count {
        #expect(ranges[index] == line)
        #expect(ranges.byteCount(index) == line.utf8.count)
        #expect(ranges.contains(UInt8(ascii: "}"), inLine: index) == line.utf8.contains(125))
        let expected = TapeFastPathTests.tokens { () throws(TapeTokenizer.Failure) in
          try TapeTokenizer.tokenize(line)
        }
        let inPlace = TapeFastPathTests.tokens { () throws(TapeTokenizer.Failure) in
          guard ranges.isReadInPlace(index) else {
            return try TapeTokenizer.tokenize(ranges[index])
          }
          tokenizedInPlace += 1
          return try ranges.asciiTokens(index)
        }
        #expect(inPlace == expected, "\(line)")
      }
    }
    #expect(tokenizedInPlace > 1000)
  }

  @Test func namesAreFoundAsInTheLists() {
    var words = Self.lines().flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
    let known = TapeVocabulary.commandsAndKeys
    words += known + TapeKey.named.keys + ["F0", "F13", "F1x", "", "Enterx", "enter", "ENTER"]
    for name in known {
      words += [String(name.dropLast()), String(name.dropFirst()), name + "s", name.lowercased()]
    }
    let commands = Set(known)
    let wholeLine: Set = ["Expect", "Device", "Admin", "Mdx", "Snapshot", "Advance", "Relaunch"]
    for word in words {
      #expect(TapeVocabulary.startsCommand(word) == commands.contains(word), "\(word)")
      #expect(TapeVocabulary.takesWholeLine(word) == wholeLine.contains(word), "\(word)")
      #expect(TapeKey.key(named: word) == TapeKey.named[word], "\(word)")
    }
  }

  @Test func unchangedStepListsAreKeptAsExpandingGivesThem() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tape-expand-\(UUID().uuidString)").path
    var files: [String: String] = [
      "\(folder)/common.tape": "Set Width 90\nOutput \"x.cast\"\nType \"a\"\nEnter\n",
      "\(folder)/plain.tape": "Type \"b\"\nWait /b/\n",
      "\(folder)/nested.tape": "Source \"plain.tape\"\nTab\n",
      "\(folder)/loop.tape": "Source \"loop.tape\"\n",
    ]
    var mains = Self.shippedTexts
    mains += [
      "Source \"common.tape\"\nType \"c\"\n", "Source \"nested.tape\"\nSource \"plain.tape\"\n",
      "Source \"missing.tape\"\nEnter\n", "Source \"loop.tape\"\n", "Output \"a.gif\"\nEnter\n",
    ]
    for (index, text) in mains.enumerated() { files["\(folder)/main\(index).tape"] = text }
    var kept = 0
    for index in mains.indices {
      let path = "\(folder)/main\(index).tape"
      let text = files[path] ?? ""
      var fast = TapeSourceExpander(readText: { files[$0] })
      var plain = TapeSourceExpander(readText: { files[$0] })
      plain.keepsUnchangedLists = false
      let fastSteps = fast.expand(
        text: text, file: path, identity: path, folder: folder, chain: [], isMain: true)
      let plainSteps = plain.expand(
        text: text, file: path, identity: path, folder: folder, chain: [], isMain: true)
      #expect(fastSteps == plainSteps, "\(text)")
      #expect(fast.diagnostics.map(\.description) == plain.diagnostics.map(\.description))
      #expect(fast.expansions == plain.expansions)
      if fast.isKeptWhole(TapeParser.parse(text, file: path).commands, isMain: true) { kept += 1 }
    }
    #expect(kept > 10)
  }

  /// `settingsOrderDiagnostics` as it read every step before it looked at them in place.
  static func plainSettingsOrderDiagnostics(_ steps: [TapeStep]) -> [TapeDiagnostic] {
    var firstCommand: TapeStep?
    var diagnostics: [TapeDiagnostic] = []
    for step in steps {
      switch step.command {
      case .set(let setting):
        guard let first = firstCommand, !setting.isTypingSpeed else { continue }
        let firstText = "\(first.command) at \(first.location)"
        if setting.isRasterOnly {
          diagnostics.append(
            TapeDiagnostic(
              step.location,
              "Set \(setting.name) after the first command (\(firstText)) is ignored, as VHS "
                + "ignores it",
              hint: .note("move it above the first command for it to take effect"),
              severity: .warning))
          continue
        }
        diagnostics.append(
          TapeDiagnostic(
            step.location,
            "Set \(setting.name) must come before the first command (\(firstText))",
            hint: .note("only TypingSpeed may change once the tape has started")))
      case .require, .output, .source:
        continue
      default:
        if firstCommand == nil { firstCommand = step }
      }
    }
    return diagnostics
  }

  @Test func settingsOrderIsFoundAsByCopyingEachStep() {
    var generator = SplitMix64(seed: 7)
    var stepLists = Self.shippedTexts.map { TapeParser.parse($0, file: "t.tape").commands }
    let all = stepLists.flatMap { $0 }
    for _ in 0..<400 {
      stepLists.append(
        (0..<Int.random(in: 0...20, using: &generator)).compactMap { _ in
          all.randomElement(using: &generator)
        })
    }
    var found = 0
    for steps in stepLists {
      let plain = Self.plainSettingsOrderDiagnostics(steps)
      let fast = TapeParser.settingsOrderDiagnostics(steps)
      #expect(fast.map(\.description) == plain.map(\.description))
      #expect(fast.map(\.severity) == plain.map(\.severity))
      found += plain.count
    }
    #expect(found > 100)
  }

  @Test func diagnosticsInOrderStayAsTheStableSortLeavesThem() {
    var generator = SplitMix64(seed: 8)
    for _ in 0..<500 {
      let diagnostics = (0..<Int.random(in: 0...6, using: &generator)).map { index in
        TapeDiagnostic(
          SourceLocation(
            file: "t.tape", line: Int.random(in: 1...3, using: &generator),
            column: Int.random(in: 1...3, using: &generator)),
          "problem \(index)")
      }
      let plain = diagnostics.enumerated().sorted { left, right in
        let (a, b) = (left.element.location, right.element.location)
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return left.offset < right.offset
      }.map(\.element.description)
      #expect(TapeParser.sortedByPlace(diagnostics).map(\.description) == plain)
    }
  }
}
