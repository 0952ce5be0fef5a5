import Testing

@testable import Replay

/// `ByteSearch.equal` (how a snapshot is compared with the screen) agrees with comparing bytes
/// one by one.
@Suite struct ByteSearchEqualTests {
  @Test func agreesWithComparingEachByte() {
    let samples: [[UInt8]] = [
      [], [0], [1], [1, 2, 3], [1, 2, 4], [1, 2], Array("Sign in\nPIN".utf8),
      Array("Sign in\nPIM".utf8), Array(repeating: 0x20, count: 3_000),
      Array(repeating: 0x20, count: 2_999) + [0x21],
    ]
    for left in samples {
      for right in samples {
        let equal = left.withUnsafeBufferPointer { a in
          right.withUnsafeBufferPointer { b in ByteSearch.equal(a, b) }
        }
        #expect(equal == (left == right), "\(left.count) against \(right.count)")
      }
    }
  }
}
