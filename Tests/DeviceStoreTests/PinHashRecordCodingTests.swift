import Foundation
import SessionEngine
import Testing

@testable import DeviceStore

/// A PIN's keychain record keeps its stored JSON (the texts below, as earlier builds wrote them):
/// records of earlier builds load, and new ones are written the same.
@Suite struct PinHashRecordCodingTests {
  static let withTime =
    #"{"hash":[1,2,255,0],"iterations":1000,"length":4,"salt":[9,8,7],"setAt":{"milliseconds":3732}}"#
  static let withoutTime = #"{"hash":[],"iterations":600000,"length":6,"salt":[0]}"#

  static func decode(_ text: String) throws -> PinHashRecord {
    try JSONDecoder().decode(PinHashRecord.self, from: Data(text.utf8))
  }

  @Test func savedRecordsReadAndWriteUnchanged() throws {
    for text in [Self.withTime, Self.withoutTime] {
      let record = try Self.decode(text)
      #expect(try StoreJSON.text(record) == text)
    }
    let record = try Self.decode(Self.withTime)
    #expect(record.hash == [1, 2, 255, 0])
    #expect(record.salt == [9, 8, 7])
    #expect(record.iterations == 1000)
    #expect(record.length == 4)
    #expect(record.setAt == Instant(milliseconds: 3732))
    #expect(try Self.decode(Self.withoutTime).setAt == nil)
  }

  @Test func aNewRecordRoundTrips() throws {
    let record = try PinHashRecord(
      pin: Secret("2580"), iterations: 1000, setAt: Instant(milliseconds: 5))
    let text = try StoreJSON.text(record)
    #expect(try Self.decode(text) == record)
    #expect(try record.matches(Secret("2580")))
  }

  @Test func refusalsStay() {
    let refused = [
      #"{"hash":[1],"iterations":1000,"length":4}"#,
      #"{"hash":[256],"iterations":1000,"length":4,"salt":[]}"#,
      #"{"hash":[-1],"iterations":1000,"length":4,"salt":[]}"#,
      #"{"hash":"AQ==","iterations":1000,"length":4,"salt":[]}"#,
      #"{"hash":[1],"iterations":"1000","length":4,"salt":[]}"#,
      #"{"hash":[1],"iterations":1000,"length":4,"salt":[],"setAt":3}"#, #"[]"#,
    ]
    for text in refused {
      #expect(throws: (any Error).self, "\(text)") { try Self.decode(text) }
    }
  }
}
