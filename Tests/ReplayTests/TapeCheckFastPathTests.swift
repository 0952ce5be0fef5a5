import Foundation
import Testing

@testable import Replay

/// The tape reader's shortcuts for `check` (issue 18) against the plain answers.
@Suite struct TapeCheckFastPathTests {
  /// The shipped tapes and a few that fail to load.
  static var tapePaths: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "replays")) ?? []
    return names.sorted().filter { $0.hasSuffix(".tape") }.map { "replays/\($0)" }
  }

  @Test func diagnosticsAreThoseOfLoading() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tape-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths = Self.tapePaths
    #expect(paths.count > 10)
    for (index, text) in [
      "Type \"x\"\nWait /unclosed\n", "Set Shell bash\nType \"a\"\n", "Sourc \"a.tape\"\n",
      "Source \"missing.tape\"\n", "Output \"../out.gif\"\nType \"a\"\n", "\u{FF}\u{FE}",
    ].enumerated() {
      let path = folder.appendingPathComponent("t\(index).tape").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    paths.append(folder.appendingPathComponent("absent.tape").path)
    for path in paths {
      let plain: [TapeDiagnostic]
      switch TapeLoader.load(path: path) {
      case .success(let tape): plain = tape.warnings
      case .failure(let failure): plain = failure.diagnostics
      }
      #expect(TapeLoader.diagnostics(path: path).map(\.description) == plain.map(\.description))
    }
  }

  @Test func asciiIsFoundAsByteByByte() {
    var bytes: [UInt8] = []
    var state: UInt64 = 42
    for _ in 0..<5000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes.append(UInt8(truncatingIfNeeded: state >> 33) & (state % 7 == 0 ? 0xFF : 0x7F))
    }
    for start in 0..<20 {
      for length in [0, 1, 7, 8, 9, 15, 16, 17, 100, 4096] where start + length <= bytes.count {
        let slice = bytes[start..<(start + length)]
        #expect(TapeOutputRules.isASCII(slice) == slice.allSatisfy { $0 < 0x80 })
        var clean = Array(slice).map { $0 & 0x7F }
        #expect(TapeOutputRules.isASCII(clean[...]))
        if !clean.isEmpty {
          clean[clean.count - 1] = 0x80
          #expect(!TapeOutputRules.isASCII(clean[...]))
        }
      }
    }
  }

  @Test func utf8IsJudgedAsTheStandardLibraryJudgesIt() {
    let pieces: [[UInt8]] = [
      Array("ab".utf8), Array("·›─é".utf8), Array("🙂".utf8), Array("abcdefgh".utf8), [0x80],
      [0xC0, 0x80], [0xC2], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80],
      [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF],
      [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5],
      [0xFF], [0xE1, 0x80], [0xF1, 0x80, 0x80], [0x00], [0x7F],
    ]
    var state: UInt64 = 9
    for round in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<(round % 9) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        if state >> 60 == 0 {
          bytes.append(UInt8(truncatingIfNeeded: state >> 40))
        } else {
          bytes += pieces[Int((state >> 33) % UInt64(pieces.count))]
        }
      }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      #expect(TapeOutputRules.isUTF8(bytes[...]) == expected, "\(bytes)")
      if bytes.count > 1 {
        let slice = bytes[1...]
        #expect(TapeOutputRules.isUTF8(slice) == (String(validating: slice, as: UTF8.self) != nil))
      }
    }
  }

  @Test func regexLimitsReadByScalarAgreeWithTheCharacterReading() {
    let pieces = ["(", ")", "[", "]", "{", "}", "\\", "a", "·", "é", "\u{301}", "›", "🙂", "\r\n"]
    var state: UInt64 = 5
    var sources = [
      String(repeating: "·", count: 1000), String(repeating: "·", count: 1001),
      String(repeating: "(·", count: 33), "\\\u{301}(", "(\u{301}", "e\u{301}(",
    ]
    for _ in 0..<3000 {
      var source = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var rest = state >> 8
      for _ in 0..<Int(rest % 40) {
        rest = rest &* 31 &+ 7
        source += pieces[Int((rest >> 5) % UInt64(pieces.count))]
      }
      sources.append(source)
    }
    for source in sources {
      #expect(
        TapeLimits.regexProblem(source) == TapeLimits.regexProblem(units: Array(source)),
        "\(source)")
    }
  }

  @Test func asciiPathsAreReadAsByCharacters() {
    let pieces = ["a", "/", ".", "..", "~", "snap", "x.txt", "//", "./", "../", " "]
    var state: UInt64 = 11
    var paths = ["", "/", ".", "..", "/..", "../..", "a/../..", "/a/../../b", "./.", "~", "~/a"]
    for _ in 0..<5000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var rest = state >> 8
      var path = ""
      for _ in 0..<Int(rest % 8) {
        rest = rest &* 31 &+ 7
        path += pieces[Int((rest >> 5) % UInt64(pieces.count))]
      }
      paths.append(path)
    }
    for path in paths {
      #expect(
        TapePath.normalize(asciiPath: Array(path.utf8)) == TapePath.normalizeByCharacters(path))
      #expect(
        TapeOutputRules.escapeProblem(asciiPath: path)
          == TapeOutputRules.escapeProblemByCharacters(path), "\(path)")
    }
  }

  @Test func scalarsAreJoinedAsAppendedOneByOne() {
    let scalars: [Unicode.Scalar] = ["a", "/", "·", "›", "é", "\u{2500}", "🙂", "\u{10FFFF}", "\0"]
    var state: UInt64 = 3
    for length in 0..<300 {
      var units: [Unicode.Scalar] = []
      for _ in 0..<(length % 17) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        units.append(scalars[Int((state >> 33) % UInt64(scalars.count))])
      }
      var plain = ""
      for scalar in units { plain.unicodeScalars.append(scalar) }
      #expect(Unicode.Scalar.text(units[...]) == plain)
      #expect(Array(Unicode.Scalar.text(units[...]).unicodeScalars) == units)
    }
  }

  @Test func asciiLinesAreFoundAsByAWalkOfTheirBytes() {
    let text = "Type \"a\"\nWait /x·y/\r\nSleep 1s\n\nEnter 2\u{301}\nSet Width 100\n"
    for start in text.indices {
      for end in text[start...].indices where text.distance(from: start, to: end) < 30 {
        let line = text[start..<end]
        let plain = line.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? Array(line.utf8) : nil
        #expect(TapeTokenizer.asciiBytes(line) == plain)
      }
    }
  }

  @Test func fileFoldersAnswerAsADictionary() {
    var folders = FileFolders()
    var plain: [String: String] = [:]
    let writes = [("a", "x"), ("b", "y"), ("a", "z"), ("c", "w"), ("b", "v"), ("a", "u")]
    for (file, folder) in writes {
      folders.record(folder, for: file)
      plain[file] = folder
      for name in ["a", "b", "c", "d", ""] { #expect(folders[name] == plain[name]) }
    }
  }

  @Test func ignoredSettingsAreFoundAsInTheTable() {
    let table = TapeVocabulary.ignoredVHSSettings
    #expect(table.count == TapeVocabulary.ignoredVHSSettingList.count)
    for name in Array(table.keys) + ["Width", "", "shell", "Shell ", "Caption"] {
      #expect(TapeVocabulary.ignoredVHSSetting(name) == table[name])
    }
  }
}
