/// GIF's variable-width LZW compression of palette indices (GIF89a, appendix F): codes from
/// `minimumCodeSize + 1` to 12 bits, packed least significant bit first, a clear code first and
/// whenever the 4,096 codes run out, an end code last.
///
/// The string table is one flat array indexed by (prefix code, next index), its entries tagged
/// with a generation so that a clear costs nothing; an encoder is reused for every frame.
struct LZWEncoder {
  /// The table: for each prefix code and index, `generation << 12 | code` of the longer string.
  private var table: [UInt32]
  private var generation: UInt32 = 0

  /// An encoder with an empty table.
  init() { table = [UInt32](repeating: 0, count: 1 << 20) }

  /// The compressed bytes of `indices` (each below `1 << minimumCodeSize`), without GIF's
  /// sub-block framing; `minimumCodeSize` is 2 to 8.
  mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(indices.count / 2 + 16)
    let clear = UInt32(1) << UInt32(minimumCodeSize)
    let end = clear + 1
    var width = UInt32(minimumCodeSize + 1)
    var next = end + 1
    var bits: UInt64 = 0
    var count: UInt32 = 0

    func emit(_ code: UInt32) {
      bits |= UInt64(code) << UInt64(count)
      count += width
      while count >= 8 {
        output.append(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
        count -= 8
      }
    }

    newGeneration()
    emit(clear)
    guard let first = indices.first else {
      emit(end)
      if count > 0 { output.append(UInt8(truncatingIfNeeded: bits)) }
      return output
    }
    var prefix = UInt32(first)
    var generation = self.generation
    table.withUnsafeMutableBufferPointer { table in
      var currentTag = generation << 12
      for index in indices.dropFirst() {
        let key = Int(prefix << 8 | UInt32(index))
        let entry = table[key]
        if entry & ~0xFFF == currentTag {
          prefix = entry & 0xFFF
          continue
        }
        emit(prefix)
        prefix = UInt32(index)
        if next == 1 << width { width += 1 }
        if next == 4095 {
          emit(clear)
          width = UInt32(minimumCodeSize + 1)
          next = end + 1
          generation = generation &+ 1
          if generation >= 1 << 20 {
            for slot in table.indices { table[slot] = 0 }
            generation = 1
          }
          currentTag = generation << 12
          continue
        }
        table[key] = currentTag | next
        next += 1
      }
    }
    self.generation = generation
    emit(prefix)
    if next == 1 << width { width += 1 }
    if next == 4095 {
      emit(clear)
      width = UInt32(minimumCodeSize + 1)
    }
    emit(end)
    if count > 0 { output.append(UInt8(truncatingIfNeeded: bits)) }
    return output
  }

  /// Starts a new table (old entries no longer match).
  private mutating func newGeneration() {
    generation &+= 1
    if generation >= 1 << 20 || generation == 0 {
      for slot in table.indices { table[slot] = 0 }
      generation = 1
    }
  }
}
