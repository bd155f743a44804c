// modalplay-linedemo: drives the real line readers for the terminal tests.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(LineDemo.run(Array(CommandLine.arguments.dropFirst())))
