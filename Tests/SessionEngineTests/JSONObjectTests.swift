import Foundation
import Testing

@testable import SessionEngine

/// `JSONObject`, which holds a JSON object's or plist dictionary's members in reading order,
/// answers as a `[String: JSONValue]` does.
@Suite struct JSONObjectTests {
  /// The texts of the files in `folders` whose names end with `suffix`.
  static func texts(in folders: [String], ending suffix: String) -> [String] {
    var texts: [String] = []
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(suffix) {
        if let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8) {
          texts.append(text)
        }
      }
    }
    return texts
  }

  /// The shipped scenarios and the check fixtures.
  static var jsonTexts: [String] {
    texts(in: ["replays/scenarios", "Tests/EndToEndTests/Fixtures"], ending: ".json")
  }

  /// The shipped themes and settings.
  static var plistTexts: [String] {
    texts(in: ["themes", "replays/settings"], ending: ".plist")
  }

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
    for text in Self.jsonTexts {
      guard let document = try? JSONDocument.parse(text) else { continue }
      for object in Self.objects(in: document.value) {
        compared += 1
        Self.expectSame(object, object.dictionary, String(text.prefix(80)))
        #expect(document.value.objectValue == document.value.objectMembers?.dictionary)
      }
    }
    #expect(compared > 50)
  }

  @Test func plistDictionariesAnswerAsDictionaries() {
    var compared = 0
    for text in Self.plistTexts {
      guard let value = PlistXMLScanner(text: text).value else { continue }
      for object in Self.objects(in: value) {
        compared += 1
        Self.expectSame(object, object.dictionary, String(text.prefix(80)))
      }
    }
    #expect(compared > 5)
  }

  /// Random settings, replacements and removals, on an object and a dictionary.
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
  /// small object and a large one.
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

  /// The errors `finish()` must give after `asked` were read from `members`: the members never
  /// asked for, in key order, each with the hint the sorted asked keys give (the plain answer).
  static func plainUnknownWarnings(_ members: JSONObject, asked: [String]) -> [String] {
    var known: [String] = []
    for key in asked where !known.contains(key) { known.append(key) }
    known.sort()
    return members.keys.sorted().filter { !known.contains($0) }.map { key in
      let hint = KeySuggestion.closest(to: key, in: known).map { "; did you mean \"\($0)\"?" }
      return "unknown key\(hint ?? "")"
    }
  }

  @Test func unknownMembersAreThoseNeverAskedFor() {
    var generator = SplitMix64(seed: 64)
    var compared = 0
    var texts = Self.jsonTexts
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
    #expect(compared > 50)
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
}
