import Foundation
import Testing

@testable import SessionEngine

/// The shortcuts `check` takes through the readers (issue 18) against the plain answers: the line
/// table against a dictionary of every key path built the way the JSON reader used to, the plist
/// scanner's byte-wise tags against its `String` reading, and the small look-ups against the
/// standard library's.
@Suite struct CheckFastPathTests {
  // MARK: The texts compared on

  /// The shipped scenarios and the check fixtures.
  static let scenarioTexts: [String] = {
    let folders = ["replays/scenarios", "Tests/EndToEndTests/Fixtures"]
    var texts: [String] = []
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(".json") {
        if let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8) {
          texts.append(text)
        }
      }
    }
    return texts
  }()

  /// Documents whose key paths collide or look like other paths.
  static let oddTexts: [String] = [
    "{\"a.b\": 1,\n\"a\": {\"b\": 2}}",
    "{\"a\": {\"b\": 2},\n\"a.b\": 1}",
    "{\"\": {\"\": [1,\n2]}, \"x\": \"\"}",
    "[[1, [2,\n3]], {\"[0]\": {\"\": 4}}]",
    "{\"a[0]\": 1, \"a\": [\n5]}",
    "{\"a\": [\n5], \"a[0]\": 1}",
    "{\"caf\\u00e9\": {\"b\\\"c\": 1, \"d\\\\\": [true,\nnull]}}",
    "{\"é\": 1, \"e\\u0301\": {\"\\u0301x\": 2}}",
    "{\"app\": {\"settings\": {\"ADALClientId\": \"x\",\n\"\\u0301y\": 1, \"\": 2}}}",
    "{\"app.settings.Z\": 1, \"app\": {\"settings\": {\"Z\": [\n1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}}}",
    "\"just a string\"", "12", "[]", "{}",
  ]

  /// `text` with letters swapped for characters that make key paths ambiguous, `count` times.
  static func garbled(_ text: String, seed: UInt64, count: Int) -> String {
    var generator = SplitMix64(seed: seed)
    var characters = Array(text)
    let swaps: [Character] = [".", "[", "]", "0", "é", "\u{301}", " ", "a"]
    let letters = characters.indices.filter { characters[$0].isLetter }
    guard !letters.isEmpty else { return text }
    for _ in 0..<count {
      let index = letters[Int(generator.next() % UInt64(letters.count))]
      characters[index] = swaps[Int(generator.next() % UInt64(swaps.count))]
    }
    return String(characters)
  }

  /// Every text to compare the line table on: the shipped and odd ones, and garbled copies.
  static var jsonTexts: [String] {
    var texts = scenarioTexts + oddTexts
    for (index, text) in (scenarioTexts + oddTexts).enumerated() {
      for round in 0..<12 {
        texts.append(garbled(text, seed: UInt64(index * 100 + round), count: 1 + round * 3))
      }
    }
    return texts
  }

  // MARK: The line table

  /// Every key path of valid JSON `text` and its line, as the reader used to record them: a
  /// dictionary filled in reading order, so a later value spelling the same path wins.
  static func plainLines(_ text: String) -> [String: Int] {
    var reader = PlainLineReader(bytes: Array(text.utf8))
    reader.skipSpace()
    reader.value(path: "")
    return reader.lines
  }

  /// Paths to ask for besides the recorded ones: near misses of each.
  static func probes(_ paths: some Sequence<String>) -> [String] {
    var probes = ["", ".", "[0]", "x", "app.settings", "app.settings."]
    for path in paths {
      probes += [path + "x", path + ".", path + "[0]", String(path.dropLast()), "." + path]
    }
    return probes
  }

  @Test func theLineTableAnswersAsADictionaryOfEveryPath() throws {
    var compared = 0
    for text in Self.jsonTexts {
      guard let document = try? JSONDocument.parse(text) else { continue }
      compared += 1
      let plain = Self.plainLines(text)
      for (path, line) in plain {
        #expect(document.lines[path] == line, "\(path) in \(text.prefix(80))")
      }
      for probe in Self.probes(plain.keys) {
        #expect(document.lines[probe] == plain[probe], "\(probe) in \(text.prefix(80))")
      }
    }
    #expect(compared > 60)
  }

  @Test func linesUnderAPrefixAnswerAsTheLoaderUsedToCollectThem() throws {
    let prefix = "app.settings."
    for text in Self.jsonTexts {
      guard let document = try? JSONDocument.parse(text) else { continue }
      var plain: [String: Int] = [:]
      for (path, line) in Self.plainLines(text) where path.hasPrefix(prefix) {
        plain[String(path.dropFirst(prefix.count))] = line
      }
      let view = document.lines.under(prefix)
      for name in Self.probes(plain.keys) + Array(plain.keys) + ["\u{301}y", "Z", "Z[3]"] {
        #expect(view[name] == plain[name], "\(name) in \(text.prefix(80))")
      }
    }
  }

  @Test func namedLinesAnswerAsADictionary() {
    let lines: JSONLines = ["": 12, "ADALClientId": 9, "a.b": 3]
    #expect(lines[""] == 12)
    #expect(lines["ADALClientId"] == 9)
    #expect(lines["a.b"] == 3)
    #expect(lines["a"] == nil)
    #expect(lines["adalclientid"] == nil)
    var grown = JSONLines()
    for index in 0..<500 { grown.add("key\(index)", line: index + 1) }
    #expect((0..<500).allSatisfy { grown["key\($0)"] == $0 + 1 })
    #expect(grown["key500"] == nil)
    let empty: JSONLines = [:]
    #expect(empty[""] == nil)
  }

  // MARK: The plist scanner

  /// The property lists to compare on: the themes, the fixtures, and cut or garbled copies.
  static var plistTexts: [String] {
    var texts: [String] = []
    let paths =
      ((try? FileManager.default.contentsOfDirectory(atPath: "themes")) ?? []).sorted().map {
        "themes/\($0)"
      } + ["Tests/EndToEndTests/Fixtures/bad-settings.plist"]
    for path in paths where path.hasSuffix(".plist") {
      if let text = try? String(contentsOfFile: path, encoding: .utf8) { texts.append(text) }
    }
    texts += [
      "<plist><dict><key>A</key><string>x &amp; &#233; &#xE9; &bogus; &</string></dict></plist>",
      "<plist ><dict ><key\t>A</key ><true/><key>B</key><false /></dict ></plist>",
      "<plist><dict><key>A</key><\u{A0}string>x</string></dict></plist>",
      "<plist><dict><key>A</key><string\u{A0}>x</string\u{3000}></dict></plist>",
      "<plist><dict><key>A</key><string>x</string\u{301}></dict></plist>",
      "</\u{301}plist>", "<>", "</>", "< plist>", "<plist/>", "<plist><array/><dict/></plist>",
      "<plist><dict><key/></dict></plist>", "<plist><integer/></plist>",
      "<plist><integer> 12 </integer></plist>", "<plist><real>1e3</real></plist>",
      "<plist><dict><key>a</key></dict></plist>", "<plist><foo></foo></plist>",
      "<plist><dict><string>x</string></dict></plist>", "<plist><key>x</key></plist>",
    ]
    let base = texts
    let swaps: [String] = ["<", ">", "/", " ", "\t", "\n", "&", ";", "é", "\u{A0}", "\u{301}", "x"]
    for (index, text) in base.enumerated() {
      let bytes = Array(text.utf8)
      for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 25)) {
        texts.append(String(decoding: bytes[..<cut], as: UTF8.self))
      }
      var generator = SplitMix64(seed: UInt64(index))
      for round in 0..<30 {
        var characters = Array(text)
        for _ in 0...(round % 4) where !characters.isEmpty {
          let at = Int(generator.next() % UInt64(characters.count))
          let swap = swaps[Int(generator.next() % UInt64(swaps.count))]
          characters.replaceSubrange(at...at, with: Array(swap))
        }
        texts.append(String(characters))
      }
    }
    return texts
  }

  @Test func byteWiseTagsReadAsTheStringReading() {
    let texts = Self.plistTexts
    #expect(texts.count > 300)
    for text in texts {
      let fast = PlistXMLScanner(text: text)
      let plain = PlistXMLScanner(text: text, tagsAsBytes: false)
      #expect(fast.problem == plain.problem, "\(text)")
      #expect(fast.value == plain.value, "\(text)")
      #expect(fast.keys == plain.keys, "\(text)")
    }
  }

  // MARK: Small look-ups

  @Test func coloursAreReadAsTheCharacterReading() {
    let pieces = [
      "#", "1A", "2b", "3C", "F", "g", " ", "\t", "\n", "\r", "\r\n", "é", "\u{301}", "0",
    ]
    var generator = SplitMix64(seed: 3)
    var texts = ["#1B1E23", "1b1e23", " #E8EAED\n", "#1B1E2", "#1B1E233", "##1B1E23", "", "#"]
    for _ in 0..<5000 {
      var text = ""
      for _ in 0..<Int(generator.next() % 7) {
        text += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      texts.append(text)
    }
    for text in texts {
      #expect(MAMSettings.color(fromSetting: text) == RGBColor(hex: text.trimmingSpaces), "\(text)")
    }
  }

  @Test func settingsKeysAreFoundAsByTheirRawValues() {
    var names = MAMSettingsKey.allCases.map(\.rawValue)
    names += names.map { $0.lowercased() } + names.map { $0 + " " } + ["", "ADAL", "x"]
    names += MAMSettingsKey.allKnownNames
    for name in names {
      #expect(
        MAMSettingsKey(rawValue: name) == MAMSettingsKey.allCases.first { $0.rawValue == name })
    }
  }

  @Test func policyFieldsAreFoundAsByTheTableByName() {
    let byName = AppProtectionPolicy.fieldsByName
    var names = AppProtectionPolicy.fields.map(\.name)
    names += names.map { $0.uppercased() } + names.map { String($0.dropLast()) } + ["", "id"]
    for name in names {
      #expect(AppProtectionPolicy.field(named: name)?.name == byName[name]?.name, "\(name)")
    }
  }

  @Test func repeatedUsersAreThoseASetAlreadyHeld() {
    let upns = ["a@x", "B@x", "b@X", "c@x", "A@X", "é@x", "e\u{301}@x", "c@x", "d@x"]
    var generator = SplitMix64(seed: 7)
    for round in 0..<200 {
      let count = round % 12
      let users = (0..<count).map { _ in
        TenantUser(
          upn: upns[Int(generator.next() % UInt64(upns.count))], objectId: "o", displayName: "U",
          password: "p")
      }
      var seen: Set<String> = []
      let plain = users.map { !seen.insert($0.upn.lowercased()).inserted }
      #expect(ScenarioLoader.repeatedUsers(users) == plain)
    }
  }
}

/// The JSON reader's former line recording, kept here as the plain answer: a `String` per key
/// path in a dictionary. It reads only text `JSONDocument` accepts.
private struct PlainLineReader {
  let bytes: [UInt8]
  var offset = 0
  var line = 1
  var lines: [String: Int] = [:]

  mutating func skipSpace() {
    while offset < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[offset]) {
      if bytes[offset] == 0x0A { line += 1 }
      offset += 1
    }
  }

  mutating func value(path: String) {
    lines[path] = line
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      offset += 1
      skipSpace()
      if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return
      }
      while true {
        skipSpace()
        let key = string()
        skipSpace()
        offset += 1  // the colon
        skipSpace()
        value(path: path.isEmpty ? key : "\(path).\(key)")
        skipSpace()
        let separator = bytes[offset]
        offset += 1
        if separator == UInt8(ascii: "}") { return }
      }
    case UInt8(ascii: "["):
      offset += 1
      skipSpace()
      if bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return
      }
      var count = 0
      while true {
        skipSpace()
        value(path: "\(path)[\(count)]")
        count += 1
        skipSpace()
        let separator = bytes[offset]
        offset += 1
        if separator == UInt8(ascii: "]") { return }
      }
    case UInt8(ascii: "\""):
      _ = string()
    default:
      while offset < bytes.count,
        ![0x20, 0x09, 0x0D, 0x0A, 0x2C, 0x5D, 0x7D].contains(bytes[offset])
      {
        offset += 1
      }
    }
  }

  /// The string starting at the quote here, decoded (by the system's JSON reader).
  mutating func string() -> String {
    let start = offset
    offset += 1
    while bytes[offset] != UInt8(ascii: "\"") {
      offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
    }
    offset += 1
    let literal = Data(bytes[start..<offset])
    let decoded = try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)
    return decoded as? String ?? ""
  }
}
