#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// mamsim-fuzz: feeds mutated copies of the project's own files to one reader, in process
// (FuzzCommand says how); bench/fuzz.sh drives it.
exit(FuzzCommand.run(Array(CommandLine.arguments.dropFirst())))
