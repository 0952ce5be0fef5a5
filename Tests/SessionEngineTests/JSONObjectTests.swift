import Testing

@testable import SessionEngine

/// `JSONObject`, which holds a JSON object's or plist dictionary's members in reading order
/// (issue 18, `check`'s sixth round), against the `[String: JSONValue]` it replaced, and the plain
/// ASCII reading of ISO 8601 durations against the full one.
@Suite struct JSONObjectTests {
  // MARK: Objects against dictionaries

  /// Keys that are equal as `String`s in more than one spelling, or look alike.
  static let trickyKeys = [
    "é", "e\u{301}", "K", "\u{212A}", "k", "", " ", "a", "a.b", "Å", "A\u{30A}", "\u{212B}", "x",
  ]

  /// Asks `object` and `dictionary` the same questions; they must answer alike.
  static func expectSame(
    _ object: JSONObject, _ dictionary: [String: JSONValue], _ context: @autoclosure () -> String
  ) {
    #expect(object.count == dictionary.count, "\(context())")
    #expect(object.isEmpty == dictionary.isEmpty, "\(context())")
    #expect(object.dictionary == dictionary, "\(context())")
    #expect(object == JSONObject(dictionary), "\(context())")
    #expect(object.hashValue == JSONObject(dictionary).hashValue, "\(context())")
    #expect(object.keys.sorted() == dictionary.keys.sorted(), "\(context())")
    for (key, value) in dictionary {
      #expect(object[key] == value, "\(key) in \(context())")
    }
    for (key, value) in object {
      #expect(dictionary[key] == value, "\(key) in \(context())")
    }
    var probes = trickyKeys
    for key in dictionary.keys { probes += [key + "x", String(key.dropLast()), key.uppercased()] }
    for probe in probes {
      #expect(object[probe] == dictionary[probe], "\(probe) in \(context())")
      #expect(object.contains(probe) == (dictionary[probe] != nil), "\(probe) in \(context())")
    }
  }

  /// Every object in `value`, with the dictionary a reader used to make of it.
  static func objects(in value: JSONValue) -> [JSONObject] {
    switch value {
    case .object(let members): [members] + members.values.flatMap { objects(in: $0) }
    case .array(let items): items.flatMap { objects(in: $0) }
    default: []
    }
  }

  @Test func parsedObjectsAnswerAsDictionaries() {
    var compared = 0
    for text in CheckFastPathTests.jsonTexts {
      guard let document = try? JSONDocument.parse(text) else { continue }
      for object in Self.objects(in: document.value) {
        compared += 1
        Self.expectSame(object, object.dictionary, String(text.prefix(80)))
        #expect(document.value.objectValue == document.value.objectMembers?.dictionary)
      }
    }
    #expect(compared > 500)
  }

  @Test func plistDictionariesAnswerAsDictionaries() {
    var compared = 0
    for text in CheckFastPathTests.plistTexts {
      guard let value = PlistXMLScanner(text: text).value else { continue }
      for object in Self.objects(in: value) {
        compared += 1
        Self.expectSame(object, object.dictionary, String(text.prefix(80)))
      }
    }
    #expect(compared > 100)
  }

  /// Random settings, replacements and removals, small and past `indexedCount`, on both.
  @Test func editsAnswerAsOnADictionary() {
    var generator = SplitMix64(seed: 18)
    for round in 0..<300 {
      var object = JSONObject()
      var dictionary: [String: JSONValue] = [:]
      let keyCount = [4, 12, 40][round % 3]
      for step in 0..<(keyCount * 3) {
        let pick = Int(generator.next() % UInt64(keyCount + Self.trickyKeys.count))
        let key = pick < Self.trickyKeys.count ? Self.trickyKeys[pick] : "k\(pick)"
        let value: JSONValue? = generator.next() % 6 == 0 ? nil : .number(Double(step))
        object[key] = value
        dictionary[key] = value
        if step % 7 == 0 { Self.expectSame(object, dictionary, "round \(round) step \(step)") }
      }
      Self.expectSame(object, dictionary, "round \(round)")
    }
  }

  @Test func equalityAndHashingIgnoreTheOrder() {
    let forward: JSONObject = ["a": .number(1), "b": .string("x"), "é": .null]
    let backward: JSONObject = ["e\u{301}": .null, "b": .string("x"), "a": .number(1)]
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(JSONValue.object(forward) == .object(["a": .number(1), "b": .string("x"), "é": .null]))
    #expect(forward != ["a": .number(1), "b": .string("y"), "é": .null])
    #expect(forward != ["a": .number(1), "b": .string("x")])
  }

  /// A key written twice in other spellings of the same `String` is refused as a repeat, in a
  /// small object and a large one, as the dictionary made the reader do.
  @Test func equalKeysInOtherSpellingsAreRepeats() {
    let padding = (0..<20).map { "\"p\($0)\": \($0)" }.joined(separator: ", ")
    for (first, second) in [("\\u00e9", "e\\u0301"), ("K", "\\u212a"), ("\\u00c5", "\\u212b")] {
      for prefix in ["", padding + ", "] {
        let text = "{\(prefix)\"\(first)\": 1, \"\(second)\": 2}"
        #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONDocument.parse(text) }
      }
    }
    let plist =
      "<plist><dict>"
      + (0..<20).map { "<key>p\($0)</key><true/>" }.joined()
      + "<key>\u{212A}</key><integer>1</integer><key>K</key><integer>2</integer></dict></plist>"
    let members = PlistXMLScanner(text: plist).value?.objectMembers
    #expect(members?.count == 21)
    #expect(members?["K"] == .number(2))
    #expect(members?["\u{212A}"] == .number(2))
  }

  @Test func readingOrderIsKept() throws {
    let document = try JSONDocument.parse("{\"b\": 1, \"a\": 2, \"c\": {\"z\": 0, \"y\": 1}}")
    #expect(document.value.objectMembers?.keys == ["b", "a", "c"])
    #expect(document.value["c"]?.objectMembers?.keys == ["z", "y"])
  }

  // MARK: The field reader's bookkeeping

  /// The warnings `finish()` must give after `asked` were read from `members`: the members never
  /// asked for, in key order, each with the hint the sorted asked keys give (the plain answer).
  static func plainUnknownWarnings(_ members: JSONObject, asked: [String]) -> [String] {
    var known: [String] = []
    for key in asked where !known.contains(key) { known.append(key) }
    known.sort()
    return members.keys.sorted().filter { !known.contains($0) }.map { key in
      let hint = KeySuggestion.closest(to: key, in: known).map { "; did you mean \"\($0)\"?" }
      return "unknown key, ignored\(hint ?? "")"
    }
  }

  @Test func unknownMembersAreThoseNeverAskedFor() {
    var generator = SplitMix64(seed: 64)
    var compared = 0
    var texts = CheckFastPathTests.jsonTexts
    // An object past 64 members, where the reader's marks go on in a list.
    texts.append("{" + (0..<90).map { "\"m\($0)\": \($0)" }.joined(separator: ", ") + "}")
    for text in texts {
      guard let document = try? JSONDocument.parse(text) else { continue }
      for object in Self.objects(in: document.value) {
        let keys = object.keys
        var asked: [String] = []
        for _ in 0..<(generator.next() % 12) {
          let pick = Int(generator.next() % UInt64(keys.count + Self.trickyKeys.count + 1))
          asked.append(
            pick < keys.count
              ? keys[pick]
              : pick - keys.count < Self.trickyKeys.count
                ? Self.trickyKeys[pick - keys.count] : "name")
        }
        if keys.count > 64 { asked += keys.filter { _ in generator.next() % 2 == 0 } }
        var reader = FieldReader(.object(object), path: "", file: "f", lines: [:])
        for key in asked { _ = reader.raw(key) }
        reader.finish()
        let warnings = reader.diagnostics.map(\.message)
        #expect(warnings == Self.plainUnknownWarnings(object, asked: asked), "\(asked) \(keys)")
        compared += 1
      }
    }
    #expect(compared > 500)
  }

  // MARK: The plist scanner's shared text buffer

  /// A `<plist>` inside a leaf (let through, to be refused later as a second value) leaves the
  /// leaf's text and the paths of its keys as each leaf's own buffer did (the answers of the
  /// scanner before the buffer was shared, worked out by hand and checked with `mamsim check`).
  @Test func leavesWithAPlistInsideKeepTheirText() {
    let plain = PlistXMLScanner(text: "<plist><string>ab<plist></plist>cd</string></plist>")
    #expect(plain.problem == nil)
    #expect(plain.value == .string("abcd"))

    let number = PlistXMLScanner(
      text: "<plist><integer>1<plist><string>x</string></plist>2</integer></plist>")
    #expect(number.problem?.message == "a property list holds one value, and this is a second one")

    let keyed = PlistXMLScanner(
      text: "<plist><dict><key>A</key><string>a<plist><dict><key>b</key><true/></dict></plist>"
        + "c</string></dict></plist>")
    #expect(keyed.keys.map(\.path) == [["A"], ["A", "b"]])
    #expect(keyed.problem?.message == "a property list holds one value, and this is a second one")

    let inKey = PlistXMLScanner(
      text: "<plist><dict><key>ab<plist></plist>cd</key><string>v</string></dict></plist>")
    #expect(inKey.keys.map(\.path) == [["abcd"]])
    #expect(inKey.value == .object(["abcd": .string("v")]))
  }

  // MARK: ISO 8601 durations

  /// Duration texts: the shipped scenarios' and their cut copies, odd ones, and random ones.
  static var durationTexts: [String] {
    var texts = [
      "PT30M", "PT720M", "P90D", "PT0.6S", "PT0.8S", "-PT5M", "+P1W", "p1dt2h30m", "P1DT2H30M",
      "PT1,5S", "PT.5S", "PT5.S", "P", "PT", "P1Y", "P1M", "PT1H1H", "PT1M1H", "P1D1W", "P1WT",
      "P36500D", "P36500DT1S", "P36501D", "P5215W", "P5214W", "PT876000H", "PT876001H",
      "PT0.123456789012345678S", "PT0.1234567890123456789S", "PT999999999999999S",
      "PT9999999999999999S", "PT1.2.3S", "P1DT", "PT1S2", "PTT1S", "P1TD", "P1D1D", "P١D",
      "P1D\u{301}", "PT1\u{301}S", "ＰT1S", "P1ＤT", " PT1S", "PT1S ", "--PT1S", "-+PT1S", "",
      "PT0S", "P0D", "PT00000000000000001S",
    ]
    let base = texts
    for text in base {
      for cut in 0..<text.count { texts.append(String(text.prefix(cut))) }
    }
    let pieces = [
      "P", "T", "W", "D", "H", "M", "S", "Y", "p", "t", "w", "d", "h", "m", "s", "0", "1", "5", "9",
      "12", "36500", ".", ",", "-", "+", " ", "é", "\u{301}",
    ]
    var generator = SplitMix64(seed: 8601)
    for _ in 0..<20_000 {
      var text = generator.next() % 3 == 0 ? "" : "P"
      for _ in 0..<(generator.next() % 9) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      texts.append(text)
    }
    // Mostly well-formed ones: units in order, numbers with and without fractions.
    let numbers = ["0", "1", "30", "720", "90", "36500", "0.5", "1,25", "2.000000000000000001"]
    for _ in 0..<5000 {
      var text =
        ["", "-", "+"][Int(generator.next() % 3)] + (generator.next() % 2 == 0 ? "P" : "p")
      for (index, unit) in ["W", "D", "T", "H", "M", "S"].enumerated()
      where generator.next() % 2 == 0 {
        let letter = generator.next() % 4 == 0 ? unit.lowercased() : unit
        text +=
          index == 2 ? letter : numbers[Int(generator.next() % UInt64(numbers.count))] + letter
      }
      texts.append(text)
    }
    return texts
  }

  @Test func plainDurationsReadAsTheFullReading() {
    var plain = 0
    for text in Self.durationTexts {
      let full: Result<Duration, ISO8601DurationError> = Result { () throws(ISO8601DurationError) in
        try ISO8601Duration.parseInFull(text)
      }
      let answer: Result<Duration, ISO8601DurationError> = Result {
        () throws(ISO8601DurationError) in try ISO8601Duration.parse(text)
      }
      #expect(answer == full, "\(text)")
      if let fast = ISO8601Duration.plainDuration(text) {
        plain += 1
        #expect(Result.success(fast) == full, "\(text)")
      }
    }
    #expect(plain > 1000)
  }
}
