import Testing

@testable import Replay

/// A GIF LZW decoder written for the tests from the format's description (variable-width codes,
/// least significant bit first, clear and end codes, a code may name the string being built).
private func decodeLZW(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8]? {
  let clear = 1 << minimumCodeSize
  let end = clear + 1
  var width = minimumCodeSize + 1
  var table: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
  var previous: [UInt8]?
  var output: [UInt8] = []
  var bitPosition = 0
  while bitPosition + width <= data.count * 8 {
    var code = 0
    for bit in 0..<width {
      let position = bitPosition + bit
      if data[position / 8] & (1 << (position % 8)) != 0 { code |= 1 << bit }
    }
    bitPosition += width
    if code == clear {
      table = (0..<clear).map { [UInt8($0)] } + [[], []]
      width = minimumCodeSize + 1
      previous = nil
      continue
    }
    if code == end { return output }
    let entry: [UInt8]
    if code < table.count, code != clear, code != end {
      entry = table[code]
    } else if code == table.count, let previous {
      entry = previous + [previous[0]]
    } else {
      return nil
    }
    output += entry
    if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
    previous = entry
    if table.count == 1 << width, width < 12 { width += 1 }
  }
  return nil
}

/// Deterministic pseudo-random bytes below `limit`, in runs when `runs` (as screens have).
private func sample(count: Int, limit: Int, seed: UInt64, runs: Bool) -> [UInt8] {
  var state = seed
  var bytes: [UInt8] = []
  while bytes.count < count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let value = UInt8((state >> 33) % UInt64(limit))
    let length = runs ? Int((state >> 20) % 40) + 1 : 1
    bytes += [UInt8](repeating: value, count: min(length, count - bytes.count))
  }
  return bytes
}

@Suite struct LZWEncoderTests {
  @Test(arguments: [2, 3, 4, 5, 8])
  func roundTripsThroughAnIndependentDecoder(minimumCodeSize: Int) throws {
    var encoder = LZWEncoder()
    let limit = 1 << minimumCodeSize
    for (count, runs) in [(0, false), (1, false), (7, false), (5_000, false), (60_000, true)] {
      let input = sample(count: count, limit: limit, seed: UInt64(count + limit), runs: runs)
      let encoded = encoder.encode(input, minimumCodeSize: minimumCodeSize)
      #expect(decodeLZW(encoded, minimumCodeSize: minimumCodeSize) == input, "count \(count)")
    }
  }

  @Test func manyTableResetsStillDecode() {
    // Noise fills the 4,096 codes again and again: every clear must land where the decoder
    // expects it, and a reused encoder must not see the previous input's strings.
    var encoder = LZWEncoder()
    let noise = sample(count: 200_000, limit: 256, seed: 7, runs: false)
    #expect(decodeLZW(encoder.encode(noise, minimumCodeSize: 8), minimumCodeSize: 8) == noise)
    let other = sample(count: 30_000, limit: 256, seed: 8, runs: true)
    #expect(decodeLZW(encoder.encode(other, minimumCodeSize: 8), minimumCodeSize: 8) == other)
  }

  @Test func aScreenLikeInputCompressesWell() {
    var encoder = LZWEncoder()
    let flat = [UInt8](repeating: 3, count: 100_000)
    #expect(encoder.encode(flat, minimumCodeSize: 2).count < 2_000)
  }

  @Test func checksumsMatchKnownValues() {
    // The check values of CRC-32 and Adler-32 (RFC 1950's example is "Wikipedia").
    #expect(PNGWriter.crc(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(PNGWriter.crc([]) == 0)
    #expect(PNGWriter.crc(Array("IEND".utf8)) == 0xAE42_6082)
    #expect(PNGWriter.adler(Array("Wikipedia".utf8)) == 0x11E6_0398)
    let stream = PNGWriter.deflate(Array("Wikipedia".utf8)) ?? []
    // A zlib stream ends with the Adler-32 of what it holds, most significant byte first.
    #expect(Array(stream.suffix(4)) == [0x11, 0xE6, 0x03, 0x98])
  }
}
