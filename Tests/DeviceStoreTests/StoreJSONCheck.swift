import Foundation
import MDXEngine
import SessionEngine
import Testing

@testable import DeviceStore

/// Compares the store's own JSON coders with FoundationEssentials' `JSONEncoder` (`.sortedKeys`)
/// and `JSONDecoder` on one text or value.
enum StoreJSONCheck {
  /// Foundation's text of `value`, as the store wrote it before its own encoder.
  static func foundationText<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(value))
  }

  /// Foundation's reading of `text`, nil when it refuses it.
  static func foundationValue<Value: Decodable>(_ type: Value.Type, _ text: [UInt8]) -> Value? {
    try? JSONDecoder().decode(type, from: Data(text))
  }

  /// The store's reading of `text`, nil when it refuses it.
  static func storeValue<Value: Decodable>(_ type: Value.Type, _ text: [UInt8]) -> Value? {
    try? StoreJSONDecoder.decode(type, from: text)
  }

  /// Both encoders write `value` byte for byte alike.
  static func expectSameText<Value: Encodable>(
    _ value: Value, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try foundationText(value)
    let written = try StoreJSONEncoder.encode(value)
    #expect(
      written == expected,
      "\(comment): \(String(decoding: written, as: UTF8.self)) vs \(String(decoding: expected, as: UTF8.self))",
      sourceLocation: sourceLocation)
  }

  /// `text`, a stored row, is Foundation's text of its value; the store's encoder writes the same
  /// and its decoder reads the same value.
  static func expectStoredRow<Value: Codable & Equatable>(
    _ type: Value.Type, _ text: [UInt8], _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let value = try JSONDecoder().decode(type, from: Data(text))
    #expect(
      try foundationText(value) == text, "\(comment): canonical", sourceLocation: sourceLocation)
    #expect(
      try StoreJSONEncoder.encode(value) == text, "\(comment): written alike",
      sourceLocation: sourceLocation)
    #expect(
      try StoreJSONDecoder.decode(type, from: text) == value, "\(comment): read alike",
      sourceLocation: sourceLocation)
  }

  /// Cut and garbled copies of `text` (`count` of each, spread over the text): both decoders
  /// accept the same ones, with the same value, and refuse the same ones.
  static func expectSameVerdicts<Value: Decodable & Equatable>(
    _ type: Value.Type, _ text: [UInt8], count: Int, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let replacements: [UInt8] = [
      UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","),
      UInt8(ascii: "x"), UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: " "), 0xFF, 0x01,
      UInt8(ascii: "1"), UInt8(ascii: "e"), UInt8(ascii: "."), UInt8(ascii: "-"),
    ]
    let step = max(1, text.count / max(1, count))
    var copies: [[UInt8]] = []
    for (turn, position) in stride(from: 0, to: text.count, by: step).enumerated() {
      copies.append(Array(text[..<position]))
      var garbled = text
      garbled[position] = replacements[turn % replacements.count]
      copies.append(garbled)
    }
    var accepted = 0
    for copy in copies {
      let theirs = foundationValue(type, copy)
      let ours = storeValue(type, copy)
      if theirs != nil { accepted += 1 }
      #expect(
        theirs == ours,
        "\(comment): \(theirs == nil ? "Foundation refuses" : "Foundation reads") \(String(decoding: copy, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
    #expect(accepted < copies.count, "\(comment): some copies are refused")
  }
}
