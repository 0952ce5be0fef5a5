import Replay
import Testing

private let tapes = [
  "replays/a.tape", "replays/b.tape", "./replays/c.tape", "replays/lib/d.tape", "e.tape",
  "/abs/f.tape", "replays/x/../g.tape",
]

/// A deterministic shuffle of `paths` (a rotation and a reversal, chosen by `seed`).
private func reordered(_ paths: [String], _ seed: Int) -> [String] {
  let cut = seed % paths.count
  let rotated = Array(paths[cut...]) + Array(paths[..<cut])
  return seed % 2 == 0 ? rotated : rotated.reversed()
}

@Test(arguments: 1...5)
func shardsPlayEveryTapeExactlyOnceWhateverTheOrder(count: Int) throws {
  var reference: [[String]] = []
  for seed in 0..<6 {
    let given = reordered(tapes, seed)
    var union: [String] = []
    var parts: [[String]] = []
    for index in 1...count {
      let part = try #require(TapeShard(index: index, count: count)).select(given)
      parts.append(part.sorted())
      union += part
    }
    #expect(union.count == tapes.count)
    #expect(Set(union) == Set(given))
    let sizes = parts.map(\.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    // The same tapes in another order land in the same shards.
    if reference.isEmpty { reference = parts } else { #expect(parts == reference) }
  }
}

@Test func shardsCompareNormalizedPathsAndPlayDuplicatesOnce() throws {
  let given = ["./a.tape", "a.tape", "b/../a.tape", "b.tape"]
  let one = try #require(TapeShard(index: 1, count: 2)).select(given)
  let two = try #require(TapeShard(index: 2, count: 2)).select(given)
  #expect(one == ["./a.tape"])
  #expect(two == ["b.tape"])
  #expect(try #require(TapeShard(index: 1, count: 1)).select(given) == ["./a.tape", "b.tape"])
}

@Test func shardsAreWrittenKOverN() {
  #expect(TapeShard(parsing: "2/3") == TapeShard(index: 2, count: 3))
  #expect(TapeShard(parsing: "1/1")?.description == "1/1")
  for bad in ["0/3", "3/2", "a/b", "1/0", "", "1", "1/", "/2", "1/2/3", "-1/2", "１/２", " 1/2"] {
    #expect(TapeShard(parsing: bad) == nil, "\(bad)")
  }
}
