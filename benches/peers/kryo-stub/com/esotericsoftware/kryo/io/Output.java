package com.esotericsoftware.kryo.io;
public class Output implements AutoCloseable { public Output(java.io.OutputStream s) {} public void close() {} public void flush() {} }
