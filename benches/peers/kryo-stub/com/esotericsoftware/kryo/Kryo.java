package com.esotericsoftware.kryo;
import com.esotericsoftware.kryo.io.*;
public class Kryo {
    public void register(Class<?> c) {}
    public void writeObject(Output o, Object x) { throw new UnsupportedOperationException(); }
    public <T> T readObject(Input i, Class<T> c) { throw new UnsupportedOperationException(); }
}
