import SessionEngine

/// Makes a fuzz input from the seed files: a seed, changed by a few random mutations.
///
/// Input `index` of a run with seed `seed` depends on nothing else, so any input found can be
/// made again (`--start index --count 1 --log file`).
struct Mutator {
  /// The seed files' bytes.
  let corpus: [[UInt8]]
  /// The format's tokens.
  let tokens: [[UInt8]]
  /// Whether to keep the first 8 bytes (a binary plist's magic) and the length, changing bytes
  /// in place, so that inputs keep their offsets and reach past a binary plist's trailer.
  let keepsMagic: Bool

  /// Input number `index` of the run seeded with `seed`.
  func input(seed: UInt64, index: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed ^ (index &* 0x2545_F491_4F6C_DD1D))
    var bytes = corpus.isEmpty ? [] : corpus[Int(random.next() % UInt64(corpus.count))]
    let rounds = 1 + Int(random.next() % 6)
    for _ in 0..<rounds { mutate(&bytes, &random) }
    return bytes
  }

  private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    if keepsMagic, random.next() % 4 != 0 {
      overwrite(&bytes, &random)
      return
    }
    let floor = keepsMagic ? min(8, bytes.count) : 0
    func position(_ extra: Int = 0) -> Int {
      let span = bytes.count - floor + extra
      return floor + (span > 0 ? Int(random.next() % UInt64(span)) : 0)
    }
    switch random.next() % 10 {
    case 0 where bytes.count > floor:
      bytes[position()] ^= UInt8(1 << (random.next() % 8))
    case 1 where bytes.count > floor:
      bytes[position()] = UInt8(truncatingIfNeeded: random.next())
    case 2 where bytes.count > floor:
      let start = position()
      let length = min(bytes.count - start, 1 + Int(random.next() % 64))
      bytes.removeSubrange(start..<(start + length))
    case 3, 4:
      let token = tokens[Int(random.next() % UInt64(tokens.count))]
      bytes.insert(contentsOf: token, at: position(1))
    case 5:
      // A token repeated many times: deep nesting, long words, many commands.
      let token = tokens[Int(random.next() % UInt64(tokens.count))]
      let times =
        random.next() % 4 == 0 ? 1 + Int(random.next() % 3000) : 1 + Int(random.next() % 20)
      var run: [UInt8] = []
      for _ in 0..<times { run += token }
      bytes.insert(contentsOf: run, at: position(1))
    case 6 where bytes.count > floor:
      let start = position()
      let length = min(bytes.count - start, 1 + Int(random.next() % 64))
      let chunk = Array(bytes[start..<(start + length)])
      bytes.insert(contentsOf: chunk, at: position(1))
    case 7 where !corpus.isEmpty:
      let other = corpus[Int(random.next() % UInt64(corpus.count))]
      guard !other.isEmpty else { return }
      let from = Int(random.next() % UInt64(other.count))
      let length = min(other.count - from, 1 + Int(random.next() % 256))
      bytes.insert(contentsOf: other[from..<(from + length)], at: position(1))
    case 8 where bytes.count > floor:
      bytes.removeSubrange(position()...)
    case 9 where bytes.count >= 32:
      // Rewrite a byte of the last 32 (a binary plist's trailer) or the offset table before it.
      let index = bytes.count - 1 - Int(random.next() % UInt64(min(bytes.count - floor, 64)))
      let values: [UInt8] = [0, 1, 2, 7, 8, 9, 0x7F, 0x80, 0xFF]
      bytes[index] = values[Int(random.next() % UInt64(values.count))]
    default:
      bytes.append(UInt8(truncatingIfNeeded: random.next()))
    }
  }

  /// Changes bytes after the first 8 without moving any: a bit, a byte, a token written over, or
  /// a reference or offset pointed elsewhere.
  private func overwrite(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard bytes.count > 8 else { return }
    let index = 8 + Int(random.next() % UInt64(bytes.count - 8))
    switch random.next() % 4 {
    case 0:
      bytes[index] ^= UInt8(1 << (random.next() % 8))
    case 1:
      let token = tokens[Int(random.next() % UInt64(tokens.count))]
      for (offset, byte) in token.enumerated() where index + offset < bytes.count {
        bytes[index + offset] = byte
      }
    case 2:
      // A small number: an object reference, an offset, a count.
      bytes[index] = UInt8(random.next() % 16)
    default:
      bytes[index] = UInt8(truncatingIfNeeded: random.next())
    }
  }
}
